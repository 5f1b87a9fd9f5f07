import type { MessageTable } from './catalogue.js';

/** Spanish: usted; inquilino, empresa, proveedor, contrato, versión del contrato, plantilla, archivo, idioma. */
export const es = {
  // hydra:title of every error
  'An error occurred': 'Se ha producido un error',
  // hydra:description of errors without violations
  'Access Denied': 'Acceso denegado',
  'Not Found': 'No encontrado',
  'Invalid IRI': 'Referencia no válida',
  'Method Not Allowed': 'Método no permitido',
  'Syntax error': 'Error de sintaxis',
  'Invalid query parameter': 'Parámetro de consulta no válido',
  'The content-type is not supported.': 'No se admite este tipo de contenido.',
  'The file type is not supported.': 'No se admite este tipo de archivo.',
  'Request Entity Too Large': 'La solicitud es demasiado grande',
  'Internal Server Error': 'Error interno del servidor',
  'Account deactivated': 'Cuenta desactivada',
  'Bad Request': 'Solicitud incorrecta',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Este valor no debería estar vacío.',
  'This value is already used.': 'Este valor ya se está utilizando.',
  'This field was not expected.': 'No se esperaba este campo.',
  'This value is not valid.': 'Este valor no es válido.',
  'This value is too long. It should have {0} characters or less.':
    'Este valor es demasiado largo. Debe tener como máximo {0} caracteres.',
  'This value is too short. It should have {0} characters or more.':
    'Este valor es demasiado corto. Debe tener como mínimo {0} caracteres.',
  'This value should be of type {0}.': 'Este valor debería ser de tipo {0}.',
  'This value should be greater than or equal to {0}.': 'Este valor debería ser mayor o igual que {0}.',
  'This value should be less than or equal to {0}.': 'Este valor debería ser menor o igual que {0}.',
  'This value is not a valid email address.': 'Este valor no es una dirección de correo electrónico válida.',
  'This value is not a valid locale.': 'Este valor no es un idioma válido.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Este valor no es un origen válido (esquema://host[:puerto]).',
  'This value is not a valid date.': 'Este valor no es una fecha válida.',
  'This value matches more than one item.': 'Este valor coincide con más de un elemento.',
  'This item does not exist or cannot be chosen here.': 'Este elemento no existe o no se puede elegir aquí.',
  'This address belongs to another tenant.': 'Esta dirección pertenece a otro inquilino.',
  'This provider belongs to another tenant.': 'Este proveedor pertenece a otro inquilino.',
  'This company belongs to another tenant.': 'Esta empresa pertenece a otro inquilino.',
  'This tenant already has a JWK URL.': 'Este inquilino ya tiene una URL de JWK.',
  'The file content does not match its declared type.': 'El contenido del archivo no corresponde al tipo indicado.',
  'A signed contract version cannot be deleted.': 'No se puede eliminar una versión del contrato firmada.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'No se puede eliminar un contrato firmado; indique en su lugar su fin real (realEnd).',
  'This contract is already signed.': 'Este contrato ya está firmado.',
  'This contract version is already signed.': 'Esta versión del contrato ya está firmada.',
  'No version of this contract was sent to you.': 'No se le ha enviado ninguna versión de este contrato.',
  'The end should not be before the start.': 'El fin no puede ser anterior al inicio.',
  "This version belongs to another template than the contract's.":
    'Esta versión pertenece a una plantilla distinta de la del contrato.',
  'This template version is a draft: publish it before sending it.':
    'Esta versión de la plantilla es un borrador: publíquela antes de enviarla.',
  'A signature cannot be withdrawn.': 'Una firma no se puede retirar.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'El almacenamiento de este inquilino está lleno (como máximo {0} archivos, {1} en total).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} debe ser un número entero positivo',
  '{0} should be one of 1, 0, true, false': '{0} debe ser 1, 0, true o false',
  '{0} should be a date formatted YYYY-MM-DD': '{0} debe ser una fecha con el formato YYYY-MM-DD',
  '{0} should be an id': '{0} debe ser un identificador',
  '{0} should be asc or desc': '{0} debe ser asc o desc',
  '{0} should be one of {1}': '{0} debe ser uno de estos valores: {1}',
  '{0} should be an id or a contract template IRI':
    '{0} debe ser un identificador o la IRI de una plantilla de contrato',
  '{0} should be a company IRI or uuid': '{0} debe ser la IRI o el UUID de una empresa',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Esta lista tiene {0} elementos; pagination=false devuelve como máximo {1}. Utilice page e itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false solo está disponible para usuarios sin empresa (not_null[company]=false); utilice page e itemsPerPage (como máximo {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Columna desconocida {0}; las columnas de esta lista son {1}',
  'Too many {0} values: at most {1}': 'Demasiados valores para {0}: como máximo {1}',
  '{0} should have at most {1} characters': '{0} debe tener como máximo {1} caracteres',
} satisfies MessageTable;
