// The components this feature's theme path provides, typed for the site's code that renders them.
declare module '@theme/FeedbackSurvey' {
  export {default} from '@site/plugins/feedback-survey/theme/FeedbackSurvey/index.tsx';
}

declare module '@theme/FeedbackButton' {
  export {default} from '@site/plugins/feedback-survey/theme/FeedbackButton/index.tsx';
}

declare module '@theme/FeedbackPrompt' {
  export {default} from '@site/plugins/feedback-survey/theme/FeedbackPrompt/index.tsx';
}
