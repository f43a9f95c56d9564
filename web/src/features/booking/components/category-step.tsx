import styled from '@emotion/styled';
import {
  type BookingInterestCategory,
  bookingInterestCategories,
  bookingInterestCategoryLabels,
} from '@studio/domain';

const ChoicesLegend = styled.legend({ fontWeight: 700, fontSize: '1.15rem', marginBottom: 16 });

const Choices = styled.fieldset({ border: 0, padding: 0, margin: 0 });

const Options = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 12,
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' },
}));

const Option = styled.button(({ theme }) => ({
  display: 'grid',
  gap: 6,
  justifyItems: 'center',
  padding: '24px 16px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  background: theme.colors.surface,
  font: 'inherit',
  color: theme.colors.text,
  cursor: 'pointer',
  transition: 'border-color 0.15s, transform 0.15s',
  '&:hover': { borderColor: theme.colors.primary, transform: 'translateY(-2px)' },
  '&[aria-pressed="true"]': { borderColor: theme.colors.primary, background: theme.colors.primarySoft },
  span: { fontSize: '2rem' },
  strong: { fontSize: '1.05rem' },
  small: { color: theme.colors.muted },
}));

const icons: Record<BookingInterestCategory, string> = { manicure: '💅', pedicure: '🦶', consultation: '💬' };
const hints: Record<BookingInterestCategory, string> = {
  manicure: 'Hands, polish, gel, nail art',
  pedicure: 'Feet, soak, polish, care',
  consultation: "We'll help you choose",
};

/** Step 1: choosing a category moves on to step 2 (spec §4). */
export function CategoryStep(props: {
  selected: BookingInterestCategory | null;
  onChoose: (category: BookingInterestCategory) => void;
}) {
  return (
    <Choices>
      <ChoicesLegend>What would you like?</ChoicesLegend>
      <Options>
        {bookingInterestCategories.map((category) => (
          <Option
            key={category}
            type="button"
            aria-pressed={props.selected === category}
            onClick={() => props.onChoose(category)}
          >
            <span aria-hidden="true">{icons[category]}</span>
            <strong>{bookingInterestCategoryLabels[category]}</strong>
            <small>{hints[category]}</small>
          </Option>
        ))}
      </Options>
    </Choices>
  );
}
