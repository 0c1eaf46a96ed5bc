import type { Preview } from '@storybook/react-vite';
import '../web/src/styles/app.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
