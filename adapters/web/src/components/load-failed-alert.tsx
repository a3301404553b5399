import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that could not be loaded: why, in words, and a Retry that asks again. */
export function LoadFailedAlert({ message, retry }: { message: string; retry: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void retry()}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
