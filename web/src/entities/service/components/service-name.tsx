import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { useService } from '../api/use-service.ts';

function ServiceNameReader(props: { serviceId: string; fallback: ReactNode }) {
  const { data: service } = useService(props.serviceId);
  return <>{service?.name ?? props.fallback}</>;
}

/**
 * The name of the service a booking interest names, read live from services/{id}: a rename
 * shows at once. While it loads, when it is gone or hidden from a client (archived), the
 * fallback (the interest's category) shows instead.
 */
export function ServiceName(props: { serviceId: string; fallback: ReactNode }) {
  return (
    <ErrorBoundary name="The service's name" fallback={props.fallback}>
      <ServiceNameReader serviceId={props.serviceId} fallback={props.fallback} />
    </ErrorBoundary>
  );
}
