import styled from '@emotion/styled';
import { controlBox } from './control-style.ts';

/** A native select styled like the text inputs (keyboard and screen readers for free). */
export const Select = styled.select((props) => controlBox(props));
