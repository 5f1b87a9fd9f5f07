import { resourcePages } from '../../shared/resource/resourcePages';
import { fallbackLocaleResource } from './fallbackLocale.resource';

export default resourcePages(fallbackLocaleResource);
