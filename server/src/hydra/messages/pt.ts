import type { MessageTable } from './catalogue.js';

/** Portuguese (European, as the console): formal; inquilino, empresa, fornecedor, contrato, modelo, ficheiro, idioma. */
export const pt = {
  // hydra:title of every error
  'An error occurred': 'Ocorreu um erro',
  // hydra:description of errors without violations
  'Access Denied': 'Acesso negado',
  'Not Found': 'Não encontrado',
  'Invalid IRI': 'Referência inválida',
  'Method Not Allowed': 'Método não permitido',
  'Syntax error': 'Erro de sintaxe',
  'Invalid query parameter': 'Parâmetro de consulta inválido',
  'The content-type is not supported.': 'Este tipo de conteúdo não é suportado.',
  'The file type is not supported.': 'Este tipo de ficheiro não é suportado.',
  'Request Entity Too Large': 'O pedido é demasiado grande',
  'Internal Server Error': 'Erro interno do servidor',
  'Account deactivated': 'Conta desativada',
  'Bad Request': 'Pedido inválido',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Este valor não deve estar vazio.',
  'This value is already used.': 'Este valor já está a ser utilizado.',
  'This field was not expected.': 'Este campo não era esperado.',
  'This value is not valid.': 'Este valor não é válido.',
  'This value is too long. It should have {0} characters or less.':
    'Este valor é demasiado longo. Deve ter no máximo {0} carateres.',
  'This value is too short. It should have {0} characters or more.':
    'Este valor é demasiado curto. Deve ter pelo menos {0} carateres.',
  'This value should be of type {0}.': 'Este valor deve ser do tipo {0}.',
  'This value should be greater than or equal to {0}.': 'Este valor deve ser superior ou igual a {0}.',
  'This value should be less than or equal to {0}.': 'Este valor deve ser inferior ou igual a {0}.',
  'This value is not a valid email address.': 'Este valor não é um endereço de e-mail válido.',
  'This value is not a valid locale.': 'Este valor não é um idioma válido.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Este valor não é uma origem válida (esquema://host[:porta]).',
  'This value is not a valid date.': 'Este valor não é uma data válida.',
  'This value matches more than one item.': 'Este valor corresponde a mais do que um elemento.',
  'This item does not exist or cannot be chosen here.': 'Este elemento não existe ou não pode ser escolhido aqui.',
  'This address belongs to another tenant.': 'Este endereço pertence a outro inquilino.',
  'This provider belongs to another tenant.': 'Este fornecedor pertence a outro inquilino.',
  'This company belongs to another tenant.': 'Esta empresa pertence a outro inquilino.',
  'This tenant already has a JWK URL.': 'Este inquilino já tem um URL JWK.',
  'The file content does not match its declared type.': 'O conteúdo do ficheiro não corresponde ao tipo indicado.',
  'A signed contract version cannot be deleted.': 'Uma versão do contrato assinada não pode ser eliminada.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Um contrato assinado não pode ser eliminado; em vez disso, defina o respetivo fim efetivo (realEnd).',
  'This contract is already signed.': 'Este contrato já está assinado.',
  'This contract version is already signed.': 'Esta versão do contrato já está assinada.',
  'No version of this contract was sent to you.': 'Não lhe foi enviada nenhuma versão deste contrato.',
  'The end should not be before the start.': 'O fim não pode ser anterior ao início.',
  "This version belongs to another template than the contract's.":
    'Esta versão pertence a um modelo diferente do modelo do contrato.',
  'This template version is a draft: publish it before sending it.':
    'Esta versão do modelo é um rascunho: publique-a antes de enviá-la.',
  'A signature cannot be withdrawn.': 'Uma assinatura não pode ser retirada.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'O armazenamento deste inquilino está cheio (no máximo {0} ficheiros, {1} no total).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} deve ser um número inteiro positivo',
  '{0} should be one of 1, 0, true, false': '{0} deve ser 1, 0, true ou false',
  '{0} should be a date formatted YYYY-MM-DD': '{0} deve ser uma data no formato YYYY-MM-DD',
  '{0} should be an id': '{0} deve ser um identificador',
  '{0} should be asc or desc': '{0} deve ser asc ou desc',
  '{0} should be one of {1}': '{0} deve ser um destes valores: {1}',
  '{0} should be an id or a contract template IRI': '{0} deve ser um identificador ou o IRI de um modelo de contrato',
  '{0} should be a company IRI or uuid': '{0} deve ser o IRI ou o UUID de uma empresa',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Esta lista tem {0} elementos; pagination=false devolve no máximo {1}. Utilize page e itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false só está disponível para utilizadores sem empresa (not_null[company]=false); utilize page e itemsPerPage (no máximo {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Coluna desconhecida {0}; as colunas desta lista são {1}',
  'Too many {0} values: at most {1}': 'Demasiados valores para {0}: no máximo {1}',
  '{0} should have at most {1} characters': '{0} deve ter no máximo {1} carateres',
} satisfies MessageTable;
