import styled from '@emotion/styled';

export type BadgeTone = 'primary' | 'accent' | 'neutral' | 'danger';

export const Badge = styled('span', { shouldForwardProp: (p) => p !== 'tone' })<{ tone?: BadgeTone }>(
  ({ theme, tone = 'primary' }) => {
    const c = theme.colors;
    const tones: Record<BadgeTone, [string, string]> = {
      primary: [c.primarySoft, c.primaryDark],
      accent: [c.accentSoft, '#9A3412'],
      neutral: ['#F1EEF4', c.muted],
      danger: ['#FEE4E2', c.danger],
    };
    const [background, color] = tones[tone];
    return {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      padding: '2px 10px',
      borderRadius: theme.radius.pill,
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1.6,
      background,
      color,
      whiteSpace: 'nowrap',
    };
  },
);
