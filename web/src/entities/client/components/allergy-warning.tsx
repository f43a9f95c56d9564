import styled from '@emotion/styled';
import { type AllergyWarning, allergyWarningText } from '@studio/domain';

const Box = styled.div({
  display: 'grid',
  gap: 8,
  padding: '12px 14px',
  border: '1.5px solid #F59E0B',
  borderRadius: 12,
  background: '#FFFBEB',
  color: '#78350F',
  p: { margin: 0, fontWeight: 700 },
  ul: { margin: 0, paddingLeft: 20 },
  label: { display: 'flex', gap: 8, alignItems: 'flex-start', fontWeight: 600 },
});

/**
 * The booked service, materials and add-ons that meet the client's allergies (issue 29, item 3):
 * by studio allergen, or by a word of her free-text allergies, which the text says is a guess. With `onAcknowledge`
 * it asks staff to acknowledge them (the booking records it); without, it only shows them.
 */
export function AllergyWarningBox(props: {
  warnings: readonly AllergyWarning[];
  acknowledged: boolean;
  onAcknowledge?: (acknowledged: boolean) => void;
}) {
  const { onAcknowledge } = props;
  if (props.warnings.length === 0) return null;
  return (
    <Box role="alert">
      <p>Allergy warning</p>
      <ul>
        {props.warnings.map((w) => (
          <li key={`${w.itemKind}-${w.itemName}-${w.allergy}`}>{allergyWarningText(w)}</li>
        ))}
      </ul>
      {onAcknowledge ? (
        <label>
          <input
            type="checkbox"
            checked={props.acknowledged}
            onChange={(event) => onAcknowledge(event.target.checked)}
          />
          I have checked this with the client and will go ahead anyway
        </label>
      ) : (
        <span>{props.acknowledged ? 'Acknowledged when booked.' : 'Not acknowledged.'}</span>
      )}
    </Box>
  );
}
