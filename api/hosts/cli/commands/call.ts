import type { CliCommand } from '../command';
import { EXIT } from '../exit';

export const call: CliCommand = {
  name: 'call',
  help: { synopsis: 'call METHOD [PARAMS]', text: ['call one API method with JSON params and print the response'] },
  usage: 'call METHOD [PARAMS_JSON]',
  args: { min: 1, max: 2 },
  options: [],
  async run({ args, io, backend, fail }) {
    const [method, paramsText] = args;
    let params: unknown = {};
    if (paramsText !== undefined) {
      try {
        params = JSON.parse(paramsText);
      } catch (error) {
        io.stderr(`deckdojo: PARAMS is not JSON: ${(error as Error).message}\n`);
        return EXIT.usage;
      }
    }
    const response = await backend.invoke(method, params);
    if (!response.ok) return fail(response);
    io.stdout(`${JSON.stringify(response, null, 2)}\n`);
    return EXIT.ok;
  },
};
