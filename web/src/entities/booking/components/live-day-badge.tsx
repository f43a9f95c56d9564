import styled from '@emotion/styled';

const Badge = styled.span({
  display: 'inline-block',
  marginTop: 2,
  borderRadius: 999,
  padding: '0 8px',
  fontSize: '0.75rem',
  fontWeight: 700,
  background: '#FFFFFF',
  color: '#065F46',
  border: '1px solid #065F46',
});

/** A booking's live-day word on the staff calendar (issue 34): arrived, in the chair, finished. */
export function LiveDayBadge({ label }: { label: string }) {
  return (
    <>
      <span className="visually-hidden">, </span>
      <Badge className="live-day">{label}</Badge>
    </>
  );
}
