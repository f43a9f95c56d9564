import styled from '@emotion/styled';

export const Card = styled.div(({ theme }) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
  overflow: 'hidden',
}));

export const CardBody = styled.div({ padding: '20px' });

export const CardTitle = styled.h3(({ theme }) => ({
  fontFamily: theme.fonts.heading,
  fontSize: '1.15rem',
  fontWeight: 700,
  margin: 0,
  color: theme.colors.text,
}));
