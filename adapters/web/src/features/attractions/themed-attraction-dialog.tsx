import type { ComponentProps } from 'react';
import { MuiTheme } from '../../app/mui-theme';
import { AttractionDialog } from './attraction-dialog';

/** The detail dialog with the park's MUI theme (the page around it is drawn without MUI). */
export default function ThemedAttractionDialog(props: ComponentProps<typeof AttractionDialog>) {
  return (
    <MuiTheme>
      <AttractionDialog {...props} />
    </MuiTheme>
  );
}
