/** The other Filipino catalogues (every page's once signed in), in a chunk of their own. */
import { byNamespace, type Catalogue } from './catalogue-files'

export default byNamespace(
  import.meta.glob<Catalogue>(['../../locales/fil/*.json', '!../../locales/fil/{common,auth,shell,offline,errors}.json'], {
    eager: true,
    import: 'default',
  }),
)
