// The multi-select's stylesheets, apart from its code: a page that loads the code only once it
// works (filters-panel.tsx) still sends them with its HTML, which the server drew with the field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/CloseButton.css';
import classes from './multi-select-field.module.css';

export default classes;
