// Feedback for the rest of the app: the feedbackModal popup renders FeedbackForm.
export { FeedbackForm } from './components/feedback-form';
export { FEEDBACK_KEY, feedbackListQueryOptions } from './api/feedback';
