import { css, Global, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
        @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          line-height: 1.55;
          -webkit-font-smoothing: antialiased;
        }
        h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; line-height: 1.2; }
        img { max-width: 100%; display: block; }
        a { color: ${theme.colors.primary}; }
        :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; border-radius: 4px; }
        .visually-hidden {
          position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
          overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
        }
        :root { --toastify-text-color-light: ${theme.colors.text}; }
        .Toastify__toast { font-family: ${theme.fonts.body}; border-radius: ${theme.radius.md}; }
      `}
    />
  );
}
