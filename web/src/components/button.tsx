import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-height: 36px; padding: 0 14px; font-size: 0.875rem;',
  md: 'min-height: 44px; padding: 0 20px; font-size: 0.95rem;',
  lg: 'min-height: 52px; padding: 0 28px; font-size: 1.05rem;',
};

function variantStyle(theme: Theme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`background: ${c.primary}; color: ${c.onPrimary}; border-color: ${c.primary};
        &:hover:not(:disabled) { background: ${c.primaryDark}; border-color: ${c.primaryDark}; }`;
    case 'accent':
      return css`background: linear-gradient(135deg, ${c.primary}, ${c.primaryDark}); color: ${c.onPrimary};
        border-color: transparent; box-shadow: 0 6px 20px ${c.primary}40;
        &:hover:not(:disabled) { filter: brightness(1.08); }`;
    case 'outline':
      return css`background: ${c.surface}; color: ${c.primaryDark}; border-color: ${c.border};
        &:hover:not(:disabled) { border-color: ${c.primary}; background: ${c.primarySoft}; }`;
    case 'ghost':
      return css`background: transparent; color: ${c.text}; border-color: transparent;
        &:hover:not(:disabled) { background: ${c.primarySoft}; }`;
  }
}

/** Shared by <button> and router links that look like buttons. */
export const buttonStyle = (
  theme: Theme,
  { variant = 'primary', size = 'md', block }: ButtonStyleProps,
) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1.5px solid transparent;
  border-radius: ${theme.radius.pill};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background 0.15s, border-color 0.15s, filter 0.15s, transform 0.1s;
  ${sizes[size]}
  ${block ? 'width: 100%;' : ''}
  ${variantStyle(theme, variant)}
  &:active:not(:disabled) { transform: translateY(1px); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const styleProps = new Set(['variant', 'size', 'block']);
const forward = { shouldForwardProp: (prop: string) => !styleProps.has(prop) };

const StyledButton = styled(
  'button',
  forward,
)<ButtonStyleProps>(({ theme, ...props }) => buttonStyle(theme, props));

type ButtonProps = ComponentProps<typeof StyledButton>;

/** A button that never submits a form by accident: type="button" unless told otherwise. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} {...props} />;
}

export const ButtonLink = styled(
  Link,
  forward,
)<ButtonStyleProps>(({ theme, ...props }) => buttonStyle(theme, props));
