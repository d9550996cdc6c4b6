import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** Set when the theme renders navbar items into the mobile menu, which needs no second button. */
  mobile?: boolean;
}

/**
 * The Feedback button, a navbar item (`type: 'custom-feedbackButton'`): it rides with the sticky navbar on
 * every page, so it is always at hand yet never lies over the page's text, cards or table of contents. The survey's
 * document listener (theme/FeedbackSurvey) opens the dialog from it, also before the navbar has hydrated.
 */
export default function FeedbackButton({mobile}: Props): ReactNode {
  if (mobile) return null;
  // The rest of the survey's copy loads with the dialog (plugins/feedback-survey/copy.ts).
  const label = translate({id: 'site.survey.button', message: 'Feedback', description: 'The navbar button that opens the feedback survey'});
  return (
    <button type="button" className={styles.feedbackButton} data-feedback-open="navbar" aria-haspopup="dialog" aria-label={label}>
      <span className={styles.feedbackButtonLabel} aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
