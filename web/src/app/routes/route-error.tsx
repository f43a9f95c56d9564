import styled from '@emotion/styled';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

const Wrap = styled.main({ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' });

/** Shown when a screen throws (a malformed document, a chunk that failed to load). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Wrap>
      <h1>Something went wrong</h1>
      <p>{detail ?? 'Please reload the page. If it keeps happening, let us know.'}</p>
      <Link to="/">Back to Home</Link>
    </Wrap>
  );
}
