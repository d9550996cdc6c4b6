import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Face from '../../components/Face/index.tsx';
import {ratingName, ratingOptions} from '../../ratings.ts';
import styles from './styles.module.css';

// One prompt per page, so a fixed id: the server's and the browser's renders agree on it.
const questionId = 'feedback-prompt-question';

/**
 * "Was this page helpful?" at the end of a doc page: its faces open the survey with that face already chosen. Plain
 * buttons with no state or handlers of their own: the survey's document listener (theme/FeedbackSurvey) opens the
 * dialog from them, also before this part of the page has hydrated.
 */
export default function FeedbackPrompt(): ReactNode {
  // The rest of the survey's copy loads with the dialog (plugins/feedback-survey/copy.ts).
  const question = translate({
    id: 'site.survey.prompt',
    message: 'Was this page helpful?',
    description: 'Question at the end of a doc page, above five faces that open the feedback survey',
  });
  return (
    <div role="group" aria-labelledby={questionId} className={styles.feedbackPrompt}>
      <p id={questionId} className={styles.feedbackPromptQuestion}>
        {question}
      </p>
      <div className={styles.feedbackPromptFaces}>
        {ratingOptions.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.feedbackPromptFace}
            data-feedback-open="prompt"
            data-feedback-rate={option.value}
            aria-haspopup="dialog"
            aria-label={ratingName(option)}>
            <Face mood={option.mood} size={28} />
          </button>
        ))}
      </div>
    </div>
  );
}
