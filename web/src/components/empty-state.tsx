import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.div(({ theme }) => ({
  textAlign: 'center',
  padding: '40px 20px',
  border: `1.5px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  color: theme.colors.muted,
  h2: { fontFamily: theme.fonts.heading, color: theme.colors.text, fontSize: '1.25rem', margin: '0 0 8px' },
  p: { margin: '0 0 16px' },
}));

export function EmptyState(props: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <h2>{props.title}</h2>
      {props.children}
    </Box>
  );
}
