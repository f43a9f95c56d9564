import { zodResolver } from '@hookform/resolvers/zod';
import { plainIssueMessage, problemSummary } from '@studio/domain';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../utils/toast.tsx';

/**
 * The one way a form holds its values: react-hook-form, checked with a domain schema through the
 * zod resolver. A refused submit shows each problem beside its field, in the studio's words
 * (plainIssueMessage: a schema's own message as written, zod's defaults reworded), and raises
 * one toast naming the first (or one per problem, as the account forms do). Import it only from form components: it (and react-hook-form) then
 * stays in the chunks that have forms, never in the first load.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: {
    defaultValues: DefaultValues<Input>;
    /**
     * The refusal's toast: a title (the first problem and a count under it), or the whole line
     * made from that summary; or `{ eachProblem: true }`, one error toast per problem in its own
     * words, top to bottom (the account forms: spec §5 says each failed rule is its own toast).
     */
    refusal: string | ((summary: string) => string) | { eachProblem: true };
    /** Each field's label, for the toast. */
    labels: Readonly<Partial<Record<Path<Input>, string>>>;
  } & Pick<UseFormProps<Input, unknown, Output>, 'mode'>,
) {
  const form = useForm<Input, unknown, Output>({
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
    // Only where the schema wrote no message of its own does zod ask this map for one.
    resolver: zodResolver(schema, {
      error: (issue) => plainIssueMessage({ ...issue, path: issue.path ?? [], message: 'Invalid input' }),
    }),
  });
  const { errors } = form.formState;

  /** A text input's, text area's or select's props: its registration and its problem. */
  const bind = (name: Path<Input>) => ({ ...form.register(name), error: messageOf(errors, name) });

  /** The form's onSubmit: `onValid` gets the schema's output; a refusal raises the one toast. */
  const submit = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, (refused) => {
      if (typeof options.refusal === 'object') {
        for (const problem of Object.values(problemsOf(refused))) notify.error(problem);
        return;
      }
      const summary = problemSummary(problemsOf(refused), options.labels as Record<string, string>) ?? '';
      if (typeof options.refusal === 'string') notify.error(options.refusal, summary);
      else notify.error(options.refusal(summary));
    });

  return { ...form, bind, submit };
}

function messageOf<Input extends FieldValues>(
  errors: FieldErrors<Input>,
  name: Path<Input>,
): string | undefined {
  const error = errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The refused fields' messages, keyed by field, in the order the form shows them. */
function problemsOf(errors: FieldErrors): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors))
    if (typeof error?.message === 'string') problems[field] = error.message;
  return problems;
}
