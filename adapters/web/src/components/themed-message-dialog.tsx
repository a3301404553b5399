import { MuiTheme } from '../app/mui-theme';
import { MessageDialog, type MessageDialogProps } from './message-dialog';

/** The message dialog with the park's MUI theme, for pages drawn without MUI (plain-form.tsx). */
export default function ThemedMessageDialog(props: MessageDialogProps) {
  return (
    <MuiTheme>
      <MessageDialog {...props} />
    </MuiTheme>
  );
}
