import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { PRERENDERED_LIST } from '../../web/build/site-rewrite';

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

/**
 * Builds the web app with the project's own Vite at synth time. Throws rather than returning
 * false on a broken build: false would fall back to Docker, whose offline failure hides the cause.
 */
export class LocalViteBuild implements ILocalBundling {
  /** The pre-rendered pages of the build, once it has run (prerendered.json). */
  pages: string[] | undefined;

  /** `siteUrl`: the site's address for canonical and sharing URLs; empty means site-relative. */
  constructor(
    private readonly projectRoot: string,
    private readonly siteUrl = '',
  ) {}

  tryBundle(outputDir: string): boolean {
    const root = this.projectRoot;
    if (!existsSync(path.join(root, 'node_modules', '.bin', 'vite'))) {
      process.stderr.write('Vite is not installed locally (run npm install); trying the Docker build.\n');
      return false;
    }
    if (!VITE_CONFIGS.some((name) => existsSync(path.join(root, name)))) {
      throw new Error(
        `Cannot build the web app: no vite.config.ts in ${root}. cdk synth builds the site from web/ ` +
          'with Vite; the web app and its Vite config must be in place first.',
      );
    }
    try {
      execFileSync('npx', ['--no-install', 'vite', 'build', '--outDir', outputDir, '--emptyOutDir'], {
        cwd: root,
        env: { ...process.env, VITE_SITE_URL: this.siteUrl },
        // stdout belongs to the CDK CLI (it may print the template there); build chatter goes to stderr.
        stdio: ['ignore', process.stderr, 'inherit'],
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The web app build failed (npx vite build; see its output above): ${reason}`);
    }
    if (!existsSync(path.join(outputDir, 'index.html'))) {
      throw new Error(`The web app build produced no index.html in ${outputDir}; the site would be blank.`);
    }
    const list = path.join(outputDir, PRERENDERED_LIST);
    if (existsSync(list)) this.pages = JSON.parse(readFileSync(list, 'utf8')) as string[];
    return true;
  }
}

/**
 * The built web app as a deployment source, and the build that makes it (which knows the
 * pre-rendered pages once the source is bound). The asset is hashed by its output, so an
 * unchanged build does not redeploy, and the repository (node_modules included) is never
 * fingerprinted.
 */
export function webAppSource(projectRoot: string, siteUrl = ''): { source: ISource; build: LocalViteBuild } {
  const build = new LocalViteBuild(projectRoot, siteUrl);
  const source = Source.asset(projectRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: build,
      // Fallback only: the repository, node_modules included, is mounted at /asset-input.
      image: DockerImage.fromRegistry('node:22'),
      environment: { VITE_SITE_URL: siteUrl },
      command: ['bash', '-c', 'npx --no-install vite build --outDir /asset-output --emptyOutDir'],
    },
  });
  return { source, build };
}
