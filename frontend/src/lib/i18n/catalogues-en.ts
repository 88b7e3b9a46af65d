/** The English catalogues the first screens use (see FIRST_SCREEN in ./i18n), one per namespace, in one chunk. */
import { byNamespace, type Catalogue } from './catalogue-files'

export default byNamespace(
  import.meta.glob<Catalogue>('../../locales/en/{common,auth,shell,offline,errors}.json', { eager: true, import: 'default' }),
)
