// Live chat for the rest of the app: the help centre's contact card shows the launcher.
export { LiveChatLauncher } from './components/live-chat-launcher';
export { chatModelsQueryOptions } from './api/chat';
