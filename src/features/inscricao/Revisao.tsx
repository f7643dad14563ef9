import { useStore } from '@nanostores/react';
import { PAYMENT_LABELS, LIST_FIELDS, type PaymentForm } from '../../domain/inscricao-campos.ts';
import { fieldLabel, type FormConfig } from '../../domain/formulario-config.ts';
import { feeText } from '../../domain/money.ts';
import type { Listas } from './inscricao.api.ts';
import { visibleFields, type Draft, type Lookups } from './inscricao.ts';
import { $opcoes } from './inscricao.store.ts';
import { useInstituicaoNome } from './InstituicaoPicker.tsx';
import { PESSOA_FIELDS, SEXO } from './pessoa.ts';

interface Props {
  cfg: FormConfig;
  draft: Draft;
  pessoa: Record<string, string>;
  leaves: number[];
  lookups: Lookups;
  listas: Listas;
  comTaxa: boolean;
}

function Item({ k, v }: { k: string; v: string | undefined }) {
  if (!v) return null;
  return (
    <div className="col-12 d-flex flex-wrap gap-2">
      <dt>{k}:</dt>
      <dd className="mb-1">{v}</dd>
    </div>
  );
}

/** Everything the candidate is about to send, before submit. */
export default function Revisao({ cfg, draft, pessoa, leaves, lookups, listas, comTaxa }: Props) {
  const istNome = useInstituicaoNome(draft.values.istCodigo);
  const opcoes = useStore($opcoes);
  const nomes = (codes: number[], pairs: [number, string][]) => codes.map((c) => pairs.find(([v]) => v === c)?.[1] ?? String(c)).join('; ');
  const apoios = draft.cndApoio.map((c) => {
    const a = listas.apoios.find((x) => x.codigo === c);
    const detalhe = draft.cndApoioDetalhe[c]?.trim();
    return `${a?.descricao ?? c}${detalhe ? ` (${detalhe})` : ''}`;
  });
  return (
    <div>
      <h2 className="h6">Dados pessoais</h2>
      <dl className="row mb-3">
        {PESSOA_FIELDS.map((f) => (
          <Item key={f.name} k={f.label} v={f.kind === 'sexo' ? SEXO.find(([s]) => s === pessoa[f.name])?.[1] : pessoa[f.name]} />
        ))}
      </dl>
      <h2 className="h6">Inscrição</h2>
      <dl className="row">
        {leaves.map((c, i) => {
          const caminho = (draft.opcoes.find((chain) => chain[chain.length - 1] === c) ?? [c]).map((x) => opcoes[x]?.opcDescricao ?? x).join(' › ');
          return <Item key={c} k={`${i + 1}ª opção`} v={`${caminho} — ${feeText(opcoes[c]?.opcVlrInscricao)}`} />;
        })}
        {visibleFields(cfg).filter((f) => draft.values[f.name] && !(f.flag && draft.values[f.flag] !== 'T')).map((f) => (
          <Item
            key={f.name}
            k={fieldLabel(cfg, f.name, f.label)}
            v={f.kind === 'tf' ? (draft.values[f.name] === 'T' ? 'Sim' : 'Não') : f.picker === 'instituicao' ? istNome ?? draft.values[f.name] : f.kind === 'lookup' ? lookups[f.name]?.find(([v]) => String(v) === draft.values[f.name])?.[1] : draft.values[f.name]}
          />
        ))}
        <Item k={fieldLabel(cfg, 'locaisDesejados', LIST_FIELDS.locaisDesejados)} v={nomes(draft.locaisDesejados, listas.locais)} />
        <Item k={fieldLabel(cfg, 'cndApoio', LIST_FIELDS.cndApoio)} v={apoios.join('; ')} />
        <Item k={fieldLabel(cfg, 'arConhecimentos', LIST_FIELDS.arConhecimentos)} v={nomes(draft.arConhecimentos, listas.areas)} />
        <Item k={fieldLabel(cfg, 'tpInstituicoes', LIST_FIELDS.tpInstituicoes)} v={nomes(draft.tpInstituicoes, listas.tiposInstituicao)} />
        {comTaxa && <Item k="Forma de pagamento" v={PAYMENT_LABELS[draft.values.insPrcFrmPagamento as PaymentForm]} />}
      </dl>
    </div>
  );
}
