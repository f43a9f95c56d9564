import styled from '@emotion/styled';
import { Button } from '../../../components/button.tsx';

const Row = styled.nav({ display: 'flex', alignItems: 'center', gap: 12, marginTop: 12 });

export interface InterestsPagerProps {
  /** 1 for the first page. */
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next under the inbox table; nothing at all while everything fits one page. */
export function InterestsPager({ page, hasNext, onPrevious, onNext }: InterestsPagerProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <Row aria-label="Booking interest pages">
      <Button size="sm" variant="outline" disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <span>Page {page}</span>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
        Next
      </Button>
    </Row>
  );
}
