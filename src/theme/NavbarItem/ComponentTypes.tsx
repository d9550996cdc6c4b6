import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import FeedbackButton from '@theme/FeedbackButton';

/** The theme's navbar item types plus the survey's Feedback button (`type: 'custom-feedbackButton'`). */
const ComponentTypesWrapper: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-feedbackButton': FeedbackButton,
};

export default ComponentTypesWrapper;
