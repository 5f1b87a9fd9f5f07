import { resourcePages } from '../../shared/resource/resourcePages';
import { userResource } from './user.resource';

export default resourcePages(userResource);
