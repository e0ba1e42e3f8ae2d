import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

import { Notifications } from '@mantine/notifications';

/** The toasts' container (a lazy chunk of the provider). */
export const NotificationsHost = () => <Notifications position="top-center" />;
