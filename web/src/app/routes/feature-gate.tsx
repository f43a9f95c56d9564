import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { useFeatureToggles } from '../../utils/public-settings.tsx';

/**
 * /shop and /blog routes: wait for the toggles (a visitor's read of a switched-off section is
 * refused by the rules), then show the page or go home; a live switch-off redirects at once.
 */
export function FeatureGate(props: {
  feature: 'products' | 'blog';
  children: ReactNode;
  /** Shown until the toggles are known. */
  pending?: ReactNode;
}) {
  const toggles = useFeatureToggles();
  if (!toggles.loaded) return props.pending ?? <Spinner />;
  if (!toggles[props.feature]) return <Navigate to="/" replace />;
  return props.children;
}
