import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ADDED_TEXT, EMPLOYEE_ADDED, PASSWORD_ONCE } from './employee-messages';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABEL: Record<CopyState, string> = {
  idle: 'Copy password',
  copied: 'Copied',
  failed: 'Copy failed: select it and copy by hand',
};

/**
 * 'Employee Added', with the password the server generated: the only time anyone sees it.
 * The caller forgets the password when the dialog has closed.
 */
export function EmployeeAddedDialog({
  open,
  password,
  onClose,
  onExited,
}: {
  open: boolean;
  password: string | null;
  onClose: () => void;
  onExited: () => void;
}) {
  const id = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopy('copied');
    } catch (failure) {
      console.error('Copying the password failed.', failure);
      setCopy('failed');
    }
  };
  const exited = () => {
    setCopy('idle');
    onExited();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{ transition: { onExited: exited } }}
    >
      <DialogTitle id={`${id}-title`}>{EMPLOYEE_ADDED}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{ADDED_TEXT}</DialogContentText>
        {password && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="p">
              Password
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 0.5 }}>
              <Typography
                component="code"
                aria-label="Generated password"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.25rem',
                  px: 1,
                  py: 0.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  userSelect: 'all',
                }}
              >
                {password}
              </Typography>
              <Button size="small" startIcon={<ContentCopy />} onClick={copyPassword}>
                {COPY_LABEL[copy]}
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {PASSWORD_ONCE}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
