import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The faces above the fold on every page (body text and headings); the others load on use. */
const PRELOADED = [/inter-latin-400-normal\.woff2$/, /cormorant-garamond-latin-500-normal\.woff2$/];

/** Adds `<link rel="preload" as="font">` for the main font files to the host's index.html. */
export class PreloadFontsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadFontsPlugin', (data) => {
        const fonts = compilation
          .getAssets()
          .filter(({ info }) => PRELOADED.some((pattern) => pattern.test(info.sourceFilename ?? '')));
        const links = fonts.map(({ name }) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `${data.publicPath}${name}`,
            crossorigin: '',
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}
