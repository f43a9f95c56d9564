import styled from '@emotion/styled';
import {
  dayNames,
  plainIssueMessage,
  type SaveStaffProfileRequest,
  type StaffProfile,
  saveStaffProfileRequestSchema,
} from '@studio/domain';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { Input, InputField } from '../../../components/field.tsx';
import { useBookingCatalogue } from '../../../entities/booking/api/get-booking-catalogue.ts';
import { useBusy } from '../../../hooks/use-busy.ts';
import { callFunction } from '../../../lib/firebase/index.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { draftOf, type ProfileDraft, requestOf, timeOffLabel, timeOffOf } from '../utils/profile-draft.ts';

const Form = styled.form({ display: 'grid', gap: 18 });
const Section = styled.fieldset(({ theme }) => ({
  display: 'grid',
  gap: 10,
  margin: 0,
  padding: '12px 14px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  legend: { padding: '0 6px', fontWeight: 700 },
}));
const Check = styled.label({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 36 });
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 8 });
const Services = styled.div({
  display: 'grid',
  gap: 4,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
const Category = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  legend: { padding: 0, marginBottom: 4, color: theme.colors.muted, fontSize: '0.85rem', fontWeight: 600 },
}));
const Small = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.muted, fontSize: '0.85rem' }));

async function saveStaffProfile(request: SaveStaffProfileRequest): Promise<void> {
  await callFunction('saveStaffProfile', request);
}

/** Her weekly hours, a window a row: the day, from, to. */
function HoursEditor(props: { draft: ProfileDraft; onChange: (patch: Partial<ProfileDraft>) => void }) {
  const { hours } = props.draft;
  const setRow = (i: number, patch: Partial<ProfileDraft['hours'][number]>) =>
    props.onChange({ hours: hours.map((row, j) => (j === i ? { ...row, ...patch } : row)) });
  return (
    <>
      {hours.length === 0 && <Small>No weekly hours: she takes no bookings by the week.</Small>}
      {hours.map((row, i) => (
        // Rows have no identity of their own: their place is the row.
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its identity
        <Row key={i} role="group" aria-label={`Hours ${i + 1}`}>
          <select
            aria-label="Day"
            value={row.day_of_week}
            onChange={(e) => setRow(i, { day_of_week: Number(e.target.value) })}
          >
            {dayNames.map((name, day) => (
              <option key={name} value={day}>
                {name}
              </option>
            ))}
          </select>
          <Input
            type="time"
            aria-label="From"
            value={row.start_time}
            onChange={(e) => setRow(i, { start_time: e.target.value })}
          />
          <Input
            type="time"
            aria-label="To"
            value={row.end_time}
            onChange={(e) => setRow(i, { end_time: e.target.value })}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => props.onChange({ hours: hours.filter((_, j) => j !== i) })}
          >
            Remove
          </Button>
        </Row>
      ))}
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            props.onChange({ hours: [...hours, { day_of_week: 1, start_time: '09:00', end_time: '17:00' }] })
          }
        >
          Add hours
        </Button>
      </div>
    </>
  );
}

/**
 * Her time off in the studio's zone, listed with a Remove each, and a form to add: whole days, or
 * with a start time on the first day and an end time on the last.
 */
function TimeOffEditor(props: { draft: ProfileDraft; onChange: (patch: Partial<ProfileDraft>) => void }) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const blank = { first: '', last: '', from: '', until: '', reason: '' };
  const [choice, setChoice] = useState(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (patch: Partial<typeof blank>) => {
    setProblem(null);
    setChoice((before) => ({ ...before, ...patch }));
  };
  const { timeOff } = props.draft;
  const add = () => {
    if (!choice.first) return;
    const row = timeOffOf(choice, timeZone);
    if ('problem' in row) return setProblem(row.problem);
    props.onChange({ timeOff: [...timeOff, row] });
    setChoice(blank);
  };
  return (
    <>
      {timeOff.length === 0 ? (
        <Small>No time off.</Small>
      ) : (
        <ul aria-label="Time off">
          {timeOff.map((t, i) => (
            <li key={t.start.toISOString() + String(i)}>
              {timeOffLabel(t, timeZone)}{' '}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => props.onChange({ timeOff: timeOff.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Row>
        <InputField
          label="First day off"
          type="date"
          value={choice.first}
          onChange={(e) => edit({ first: e.target.value })}
        />
        <InputField
          label="From (optional)"
          type="time"
          value={choice.from}
          onChange={(e) => edit({ from: e.target.value })}
        />
        <InputField
          label="Last day off"
          type="date"
          value={choice.last}
          onChange={(e) => edit({ last: e.target.value })}
        />
        <InputField
          label="Until (optional)"
          type="time"
          value={choice.until}
          onChange={(e) => edit({ until: e.target.value })}
        />
        <InputField label="Reason" value={choice.reason} onChange={(e) => edit({ reason: e.target.value })} />
        <Button size="sm" variant="outline" disabled={!choice.first} onClick={add}>
          Add time off
        </Button>
      </Row>
      {problem && <Small role="alert">{problem}</Small>}
    </>
  );
}

/**
 * "Edit profile" (issue 31): a member as a bookable person. Whether she takes bookings, her name
 * on the calendar, the services she does (all, or those ticked), her weekly hours (the studio's,
 * or her own) and her time off. Saved whole through saveStaffProfile.
 */
export function StaffProfileDialog(props: {
  staffId: string | null;
  profile: StaffProfile | null;
  fallbackName: string;
  onClose: () => void;
}) {
  const { staffId, profile, fallbackName } = props;
  const [draft, setDraft] = useState(() => draftOf(profile, fallbackName));
  const [busy, whileBusy] = useBusy();
  const { services } = useBookingCatalogue().data;
  useEffect(() => {
    if (staffId) setDraft(draftOf(profile, fallbackName));
  }, [staffId, profile, fallbackName]);
  const change = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const byCategory = useMemo(() => {
    const groups = new Map<string, typeof services>();
    for (const s of [...services].sort((a, b) => a.display_order - b.display_order))
      groups.set(s.parent_category ?? 'Other', [...(groups.get(s.parent_category ?? 'Other') ?? []), s]);
    return [...groups];
  }, [services]);

  const save = async () => {
    if (!staffId) return;
    const request = requestOf(staffId, draft);
    const checked = saveStaffProfileRequestSchema.safeParse(request);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      notify.error('Could not save the profile', issue ? plainIssueMessage(issue) : undefined);
      return;
    }
    const saved = await whileBusy(() =>
      writeWithToasts(() => saveStaffProfile(request), {
        success: 'Profile saved',
        successDescription: `${draft.displayName.trim()}'s profile is saved.`,
        failed: 'Could not save the profile',
      }),
    );
    if (saved) props.onClose();
  };

  return (
    <Dialog open={staffId !== null} onClose={props.onClose} title="Edit profile">
      <Form
        aria-label="Staff profile"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <InputField
          label="Name on the calendar"
          value={draft.displayName}
          onChange={(e) => change({ displayName: e.target.value })}
        />
        <Check>
          <input
            type="checkbox"
            checked={draft.bookable}
            onChange={(e) => change({ bookable: e.target.checked })}
          />
          Takes bookings
        </Check>
        <Section>
          <legend>Services she does</legend>
          <Check>
            <input
              type="checkbox"
              checked={draft.allServices}
              onChange={(e) => change({ allServices: e.target.checked })}
            />
            All services
          </Check>
          {!draft.allServices &&
            byCategory.map(([category, list]) => (
              <Category key={category}>
                <legend>{category}</legend>
                <Services>
                  {list.map((s) => (
                    <Check key={s.id}>
                      <input
                        type="checkbox"
                        checked={draft.serviceIds.includes(s.id)}
                        onChange={(e) =>
                          change({
                            serviceIds: e.target.checked
                              ? [...draft.serviceIds, s.id]
                              : draft.serviceIds.filter((id) => id !== s.id),
                          })
                        }
                      />
                      {s.name}
                    </Check>
                  ))}
                </Services>
              </Category>
            ))}
        </Section>
        <Section>
          <legend>Weekly hours</legend>
          <Check>
            <input
              type="checkbox"
              checked={draft.studioHours}
              onChange={(e) => change({ studioHours: e.target.checked })}
            />
            The studio's hours
          </Check>
          {!draft.studioHours && <HoursEditor draft={draft} onChange={change} />}
        </Section>
        <Section>
          <legend>Time off</legend>
          <TimeOffEditor draft={draft} onChange={change} />
        </Section>
        <DialogActions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save profile'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
