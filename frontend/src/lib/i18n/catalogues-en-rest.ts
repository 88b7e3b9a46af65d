/** The other English catalogues (every page's once signed in), in a chunk of their own. */
import { byNamespace, type Catalogue } from './catalogue-files'

export default byNamespace(
  import.meta.glob<Catalogue>(['../../locales/en/*.json', '!../../locales/en/{common,auth,shell,offline,errors}.json'], {
    eager: true,
    import: 'default',
  }),
)
