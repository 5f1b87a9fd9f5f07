import { createResourceApi } from '../../api/resources';
import type { NotificationTemplate, NotificationTemplateInput } from '../../../contract';

export const notificationTemplateApi = createResourceApi<NotificationTemplate, NotificationTemplateInput>({
  type: 'NotificationTemplate',
  path: 'notification_templates',
});
