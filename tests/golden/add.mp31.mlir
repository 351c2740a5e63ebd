module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  func.func @add_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: !llvm.ptr<1>, %a3: i32) {
    %tid = llvm.call @llvm.musa.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c512 = arith.constant 512 : index
    %v1 = arith.constant 1024 : i32
    %v2 = arith.muli %pid0, %v1 : i32
    %v3 = arith.constant 0x00000000 : f32
    %v4 = arith.constant 0x00000000 : f32
    %v5 = arith.muli %tidx, %c4 : index
    %v6 = arith.addi %v5, %c1 : index
    %v7 = arith.addi %v5, %c2 : index
    %v8 = arith.addi %v5, %c3 : index
    %v9 = arith.index_cast %v5 : index to i32
    %v10 = arith.addi %v2, %v9 : i32
    %v11 = llvm.getelementptr %a0[%v10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v12 = arith.cmpi slt, %v10, %a3 : i32
    %v13 = llvm.mlir.undef : vector<4xf32>
    %v14 = llvm.mlir.constant(0 : i32) : i32
    %v15 = llvm.insertelement %v3, %v13[%v14 : i32] : vector<4xf32>
    %v16 = llvm.mlir.constant(1 : i32) : i32
    %v17 = llvm.insertelement %v3, %v15[%v16 : i32] : vector<4xf32>
    %v18 = llvm.mlir.constant(2 : i32) : i32
    %v19 = llvm.insertelement %v3, %v17[%v18 : i32] : vector<4xf32>
    %v20 = llvm.mlir.constant(3 : i32) : i32
    %v21 = llvm.insertelement %v3, %v19[%v20 : i32] : vector<4xf32>
    %v22 = scf.if %v12 -> (vector<4xf32>) {
      %v23 = llvm.load %v11 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      scf.yield %v23 : vector<4xf32>
    } else {
      scf.yield %v21 : vector<4xf32>
    }
    %v24 = llvm.mlir.constant(0 : i32) : i32
    %v25 = llvm.extractelement %v22[%v24 : i32] : vector<4xf32>
    %v26 = llvm.mlir.constant(1 : i32) : i32
    %v27 = llvm.extractelement %v22[%v26 : i32] : vector<4xf32>
    %v28 = llvm.mlir.constant(2 : i32) : i32
    %v29 = llvm.extractelement %v22[%v28 : i32] : vector<4xf32>
    %v30 = llvm.mlir.constant(3 : i32) : i32
    %v31 = llvm.extractelement %v22[%v30 : i32] : vector<4xf32>
    %v32 = llvm.getelementptr %a1[%v10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v33 = llvm.mlir.undef : vector<4xf32>
    %v34 = llvm.mlir.constant(0 : i32) : i32
    %v35 = llvm.insertelement %v4, %v33[%v34 : i32] : vector<4xf32>
    %v36 = llvm.mlir.constant(1 : i32) : i32
    %v37 = llvm.insertelement %v4, %v35[%v36 : i32] : vector<4xf32>
    %v38 = llvm.mlir.constant(2 : i32) : i32
    %v39 = llvm.insertelement %v4, %v37[%v38 : i32] : vector<4xf32>
    %v40 = llvm.mlir.constant(3 : i32) : i32
    %v41 = llvm.insertelement %v4, %v39[%v40 : i32] : vector<4xf32>
    %v42 = scf.if %v12 -> (vector<4xf32>) {
      %v43 = llvm.load %v32 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      scf.yield %v43 : vector<4xf32>
    } else {
      scf.yield %v41 : vector<4xf32>
    }
    %v44 = llvm.mlir.constant(0 : i32) : i32
    %v45 = llvm.extractelement %v42[%v44 : i32] : vector<4xf32>
    %v46 = llvm.mlir.constant(1 : i32) : i32
    %v47 = llvm.extractelement %v42[%v46 : i32] : vector<4xf32>
    %v48 = llvm.mlir.constant(2 : i32) : i32
    %v49 = llvm.extractelement %v42[%v48 : i32] : vector<4xf32>
    %v50 = llvm.mlir.constant(3 : i32) : i32
    %v51 = llvm.extractelement %v42[%v50 : i32] : vector<4xf32>
    %v52 = arith.addf %v25, %v45 fastmath<contract> : f32
    %v53 = arith.addf %v27, %v47 fastmath<contract> : f32
    %v54 = arith.addf %v29, %v49 fastmath<contract> : f32
    %v55 = arith.addf %v31, %v51 fastmath<contract> : f32
    %v56 = llvm.mlir.undef : vector<4xf32>
    %v57 = llvm.mlir.constant(0 : i32) : i32
    %v58 = llvm.insertelement %v52, %v56[%v57 : i32] : vector<4xf32>
    %v59 = llvm.mlir.constant(1 : i32) : i32
    %v60 = llvm.insertelement %v53, %v58[%v59 : i32] : vector<4xf32>
    %v61 = llvm.mlir.constant(2 : i32) : i32
    %v62 = llvm.insertelement %v54, %v60[%v61 : i32] : vector<4xf32>
    %v63 = llvm.mlir.constant(3 : i32) : i32
    %v64 = llvm.insertelement %v55, %v62[%v63 : i32] : vector<4xf32>
    %v65 = llvm.getelementptr %a2[%v10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    scf.if %v12 {
      llvm.store %v64, %v65 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
    }
    %v66 = arith.addi %v5, %c512 : index
    %v67 = arith.addi %v6, %c512 : index
    %v68 = arith.addi %v7, %c512 : index
    %v69 = arith.addi %v8, %c512 : index
    %v70 = arith.index_cast %v66 : index to i32
    %v71 = arith.addi %v2, %v70 : i32
    %v72 = llvm.getelementptr %a0[%v71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v73 = arith.cmpi slt, %v71, %a3 : i32
    %v74 = llvm.mlir.undef : vector<4xf32>
    %v75 = llvm.mlir.constant(0 : i32) : i32
    %v76 = llvm.insertelement %v3, %v74[%v75 : i32] : vector<4xf32>
    %v77 = llvm.mlir.constant(1 : i32) : i32
    %v78 = llvm.insertelement %v3, %v76[%v77 : i32] : vector<4xf32>
    %v79 = llvm.mlir.constant(2 : i32) : i32
    %v80 = llvm.insertelement %v3, %v78[%v79 : i32] : vector<4xf32>
    %v81 = llvm.mlir.constant(3 : i32) : i32
    %v82 = llvm.insertelement %v3, %v80[%v81 : i32] : vector<4xf32>
    %v83 = scf.if %v73 -> (vector<4xf32>) {
      %v84 = llvm.load %v72 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      scf.yield %v84 : vector<4xf32>
    } else {
      scf.yield %v82 : vector<4xf32>
    }
    %v85 = llvm.mlir.constant(0 : i32) : i32
    %v86 = llvm.extractelement %v83[%v85 : i32] : vector<4xf32>
    %v87 = llvm.mlir.constant(1 : i32) : i32
    %v88 = llvm.extractelement %v83[%v87 : i32] : vector<4xf32>
    %v89 = llvm.mlir.constant(2 : i32) : i32
    %v90 = llvm.extractelement %v83[%v89 : i32] : vector<4xf32>
    %v91 = llvm.mlir.constant(3 : i32) : i32
    %v92 = llvm.extractelement %v83[%v91 : i32] : vector<4xf32>
    %v93 = llvm.getelementptr %a1[%v71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v94 = llvm.mlir.undef : vector<4xf32>
    %v95 = llvm.mlir.constant(0 : i32) : i32
    %v96 = llvm.insertelement %v4, %v94[%v95 : i32] : vector<4xf32>
    %v97 = llvm.mlir.constant(1 : i32) : i32
    %v98 = llvm.insertelement %v4, %v96[%v97 : i32] : vector<4xf32>
    %v99 = llvm.mlir.constant(2 : i32) : i32
    %v100 = llvm.insertelement %v4, %v98[%v99 : i32] : vector<4xf32>
    %v101 = llvm.mlir.constant(3 : i32) : i32
    %v102 = llvm.insertelement %v4, %v100[%v101 : i32] : vector<4xf32>
    %v103 = scf.if %v73 -> (vector<4xf32>) {
      %v104 = llvm.load %v93 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      scf.yield %v104 : vector<4xf32>
    } else {
      scf.yield %v102 : vector<4xf32>
    }
    %v105 = llvm.mlir.constant(0 : i32) : i32
    %v106 = llvm.extractelement %v103[%v105 : i32] : vector<4xf32>
    %v107 = llvm.mlir.constant(1 : i32) : i32
    %v108 = llvm.extractelement %v103[%v107 : i32] : vector<4xf32>
    %v109 = llvm.mlir.constant(2 : i32) : i32
    %v110 = llvm.extractelement %v103[%v109 : i32] : vector<4xf32>
    %v111 = llvm.mlir.constant(3 : i32) : i32
    %v112 = llvm.extractelement %v103[%v111 : i32] : vector<4xf32>
    %v113 = arith.addf %v86, %v106 fastmath<contract> : f32
    %v114 = arith.addf %v88, %v108 fastmath<contract> : f32
    %v115 = arith.addf %v90, %v110 fastmath<contract> : f32
    %v116 = arith.addf %v92, %v112 fastmath<contract> : f32
    %v117 = llvm.mlir.undef : vector<4xf32>
    %v118 = llvm.mlir.constant(0 : i32) : i32
    %v119 = llvm.insertelement %v113, %v117[%v118 : i32] : vector<4xf32>
    %v120 = llvm.mlir.constant(1 : i32) : i32
    %v121 = llvm.insertelement %v114, %v119[%v120 : i32] : vector<4xf32>
    %v122 = llvm.mlir.constant(2 : i32) : i32
    %v123 = llvm.insertelement %v115, %v121[%v122 : i32] : vector<4xf32>
    %v124 = llvm.mlir.constant(3 : i32) : i32
    %v125 = llvm.insertelement %v116, %v123[%v124 : i32] : vector<4xf32>
    %v126 = llvm.getelementptr %a2[%v71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    scf.if %v73 {
      llvm.store %v125, %v126 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
    }
    func.return
  }
}
