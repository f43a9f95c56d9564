import styled from '@emotion/styled';

export const Form = styled.form({ display: 'grid', gap: 16, marginTop: 24 });
