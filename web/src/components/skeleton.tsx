import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';

const shimmer = keyframes`0% { background-position: 100% 0; } 100% { background-position: -100% 0; }`;

/** A grey placeholder block; screen readers skip it (the loading region says it is busy). */
const Block = styled('div', { shouldForwardProp: (p) => p !== 'h' && p !== 'w' })<{
  h?: number | string;
  w?: number | string;
}>(({ theme, h = 16, w = '100%' }) => ({
  height: h,
  width: w,
  borderRadius: theme.radius.sm,
  background: 'linear-gradient(90deg, #F1EEF4 25%, #F8F6FA 50%, #F1EEF4 75%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** Screen readers skip placeholders: the loading region around them says it is busy. */
export function Skeleton(props: ComponentProps<typeof Block>) {
  return <Block aria-hidden="true" {...props} />;
}
