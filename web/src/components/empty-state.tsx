import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.div(({ theme }) => ({
  textAlign: 'center',
  padding: '40px 20px',
  border: `1.5px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  color: theme.colors.muted,
  'h1, h2': {
    fontFamily: theme.fonts.heading,
    color: theme.colors.text,
    fontSize: '1.25rem',
    margin: '0 0 8px',
  },
  p: { margin: '0 0 16px' },
}));

/** A message where content would be; `level` 1 when it is the page's only heading. */
export function EmptyState(props: { title: string; level?: 1 | 2; children?: ReactNode }) {
  const Heading = props.level === 1 ? 'h1' : 'h2';
  return (
    <Box>
      <Heading>{props.title}</Heading>
      {props.children}
    </Box>
  );
}
