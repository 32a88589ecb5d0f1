import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

/**
 * Builds the web app with the project's own Vite at synth time. Throws rather than returning
 * false on a broken build: false would fall back to Docker, whose offline failure hides the cause.
 */
export class LocalViteBuild implements ILocalBundling {
  constructor(private readonly projectRoot: string) {}

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
    return true;
  }
}

/**
 * The built web app as a deployment source. The asset is hashed by its output, so an unchanged
 * build does not redeploy, and the repository (node_modules included) is never fingerprinted.
 */
export function webAppSource(projectRoot: string): ISource {
  return Source.asset(projectRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: new LocalViteBuild(projectRoot),
      // Fallback only: the repository, node_modules included, is mounted at /asset-input.
      image: DockerImage.fromRegistry('node:22'),
      command: ['bash', '-c', 'npx --no-install vite build --outDir /asset-output --emptyOutDir'],
    },
  });
}
