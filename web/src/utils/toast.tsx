import { toast } from 'react-toastify';

function Message(props: { title: string; description?: string }) {
  return (
    <div>
      <strong>{props.title}</strong>
      {props.description && <div style={{ marginTop: 2, fontSize: '0.9em' }}>{props.description}</div>}
    </div>
  );
}

/** Toasts with a title and an optional description line (spec §8). */
export const notify = {
  success(title: string, description?: string) {
    toast.success(<Message title={title} description={description} />);
  },
  error(title: string, description?: string) {
    toast.error(<Message title={title} description={description} />);
  },
};
