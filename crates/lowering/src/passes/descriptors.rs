//! Reads of host tensor descriptors (`OpKind::DescriptorLoad`). A target with a tensor-memory
//! engine (MUSA's TME on mp_31) keeps those the engine can copy and gets, per descriptor, a
//! hidden parameter: the address of the 64-byte descriptor the launcher encodes from the
//! descriptor argument. Every other read becomes the masked load the op also carries.

use tm_frontend::tile_ir::*;

/// Prefix of the hidden parameter holding descriptor `name`'s encoded TME descriptor.
const TENSOR_MAP_PREFIX: &str = "__tm_tensormap_";

/// The hidden parameter holding the encoded descriptor of descriptor parameter `desc`.
pub fn tensor_map_param(desc: &str) -> String {
    format!("{TENSOR_MAP_PREFIX}{desc}")
}

/// The descriptor parameter a hidden tensor-map parameter was made for.
pub fn tensor_map_source(param: &str) -> Option<&str> {
    param.strip_prefix(TENSOR_MAP_PREFIX)
}

/// What the engine copies: 1 to 5 dimensions of 1-, 2- or 4-byte elements (the descriptor's
/// data types), an innermost block row of 32 to 256 bytes (the engine's minimum, and one copy
/// per block; FlagTree splits wider rows into several, not done here).
pub fn engine_copies(ty: &Type) -> bool {
    let Some(s) = ty.dtype.scalar() else { return false };
    let bytes = s.mem_bytes() as i64;
    let rank = ty.shape.len();
    let row = ty.shape.last().copied().unwrap_or(0) * bytes;
    (1..=5).contains(&rank) && matches!(bytes, 1 | 2 | 4) && (32..=256).contains(&row) && s != Scalar::I1
}

/// Keep the engine's reads where `tme` (adding their hidden parameters), else rewrite every
/// descriptor read as its masked load. Returns the descriptors that got a hidden parameter.
pub fn lower_descriptor_loads(func: &mut Function, tme: bool) -> Vec<String> {
    let mut kept: Vec<String> = vec![];
    let types = func.types.clone();
    let mut body = std::mem::take(&mut func.body);
    rewrite(&mut body, &types, tme, &mut kept);
    func.body = body;
    let mut hidden = vec![];
    for desc in &kept {
        let ty = Type::scalar(DType::Ptr(Box::new(DType::Scalar(Scalar::I8))));
        let v = func.new_value(ty.clone());
        hidden.push(Op { kind: OpKind::Param(func.params.len()), results: vec![v], loc: Loc::default() });
        func.params.push(Param { name: tensor_map_param(desc), ty, value: v, divisible_by_16: true });
    }
    let at = func.body.ops.iter().take_while(|o| matches!(o.kind, OpKind::Param(_))).count();
    func.body.ops.splice(at..at, hidden);
    kept
}

fn rewrite(b: &mut Block, types: &[Type], tme: bool, kept: &mut Vec<String>) {
    for op in &mut b.ops {
        for inner in op.kind.blocks_mut() {
            rewrite(inner, types, tme, kept);
        }
        let OpKind::DescriptorLoad { desc, ptr, mask, other, .. } = &op.kind else { continue };
        if tme && engine_copies(&types[op.results[0].0 as usize]) {
            if !kept.contains(desc) {
                kept.push(desc.clone());
            }
            continue;
        }
        op.kind = OpKind::Load { ptr: *ptr, mask: *mask, other: *other };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(s: Scalar, shape: Vec<i64>) -> Type {
        Type::tensor(DType::Scalar(s), shape)
    }

    #[test]
    fn the_engine_copies_rows_of_32_to_256_bytes_of_small_elements() {
        assert!(engine_copies(&tile(Scalar::F16, vec![128, 64])));
        assert!(engine_copies(&tile(Scalar::F32, vec![64, 64])));
        assert!(engine_copies(&tile(Scalar::I8, vec![4, 2, 2, 2, 32])));
        assert!(!engine_copies(&tile(Scalar::F16, vec![64, 8])), "16-byte rows are under the minimum");
        assert!(!engine_copies(&tile(Scalar::F16, vec![16, 256])), "512-byte rows need several copies");
        assert!(!engine_copies(&tile(Scalar::F64, vec![16, 16])), "no 8-byte descriptor type");
        assert!(!engine_copies(&tile(Scalar::F16, vec![1, 1, 1, 1, 1, 32])), "six dimensions");
    }

    #[test]
    fn hidden_parameter_names_round_trip() {
        assert_eq!(tensor_map_source(&tensor_map_param("a_desc")), Some("a_desc"));
        assert_eq!(tensor_map_source("a_desc"), None);
    }
}
