import { resourcePages } from '../../shared/resource/resourcePages';
import { notificationTemplateResource } from './notificationTemplate.resource';

export default resourcePages(notificationTemplateResource);
