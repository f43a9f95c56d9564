// react-toastify with the studio's addition to its styles; loaded with the first toast
// (toast-container.tsx), so neither is in the first load.
import { css, Global } from '@emotion/react';
import { ToastContainer, type ToastContainerProps } from 'react-toastify';

export * from 'react-toastify';

// Without motion, no shrinking countdown bar. Hidden rather than stopped: the end of its animation
// is what closes the toast, and a hidden animation draws no frames (at opacity 0, as
// react-toastify's hideProgressBar leaves it, it still costs about half the CPU of a visible one).
const noCountdownWithoutMotion = css`
  @media (prefers-reduced-motion: reduce) {
    .Toastify__progress-bar--wrp { visibility: hidden; }
  }
`;

export function StudioToastContainer(props: ToastContainerProps) {
  return (
    <>
      <Global styles={noCountdownWithoutMotion} />
      <ToastContainer {...props} />
    </>
  );
}
