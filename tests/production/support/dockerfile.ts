/** One instruction of a Dockerfile, continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARG lines before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

/** A small Dockerfile reader: enough to check stages, users, health checks and RUN lines. */
export function parseDockerfile(text: string): Dockerfile {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(`${pending}${line}`.trim());
    pending = '';
  }

  const dockerfile: Dockerfile = { globalArgs: {}, stages: [] };
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      dockerfile.stages.push({
        from: match?.[1] ?? args,
        name: match?.[2] ?? `stage-${dockerfile.stages.length}`,
        instructions: [],
      });
      continue;
    }
    const stage = dockerfile.stages.at(-1);
    if (!stage) {
      if (upper === 'ARG') {
        const [name = '', value = ''] = args.split('=');
        dockerfile.globalArgs[name] = value;
      }
      continue;
    }
    stage.instructions.push({ keyword: upper, args });
  }
  return dockerfile;
}

export function argsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
}
