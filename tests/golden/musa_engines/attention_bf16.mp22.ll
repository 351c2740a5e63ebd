; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32>, <2 x i32>, <8 x i32>, i32, i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl nsw i64 %8, 3
  %11 = and i64 %10, 56
  %12 = lshr i64 %10, 6
  %13 = trunc i64 %12 to i32
  %14 = shl i32 %9, 12
  %15 = shl i32 %13, 6
  %16 = add i32 %15, %14
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %11
  %20 = load <8 x bfloat>, ptr addrspace(1) %19, align 16
  %21 = icmp sgt i32 %5, 0
  %22 = icmp ult i32 %7, 64
  br i1 %22, label %23, label %25

23: ; preds = %6
  %24 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %24, align 4
  br label %25

25: ; preds = %23, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %26, label %28

26: ; preds = %25
  %27 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %27, align 4
  br label %28

28: ; preds = %26, %25
  tail call void @llvm.musa.syncthreads.lm()
  %29 = shl nsw i64 %8, 2
  %30 = and i64 %29, 60
  %31 = lshr i64 %29, 6
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 6
  br i1 %21, label %34, label %39

34: ; preds = %28
  %35 = sext i32 %33 to i64
  %36 = getelementptr bfloat, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr bfloat, ptr addrspace(1) %36, i64 %30
  %38 = load <4 x bfloat>, ptr addrspace(1) %37, align 8
  br label %39

39: ; preds = %34, %28
  %40 = phi <4 x bfloat> [ %38, %34 ], [ zeroinitializer, %28 ]
  %41 = extractelement <4 x bfloat> %40, i64 0
  %42 = extractelement <4 x bfloat> %40, i64 1
  %43 = extractelement <4 x bfloat> %40, i64 2
  %44 = extractelement <4 x bfloat> %40, i64 3
  %45 = trunc i64 %29 to i32
  %46 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %45
  store bfloat %41, ptr addrspace(3) %46, align 8
  %47 = or i32 %45, 1
  %48 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %47
  store bfloat %42, ptr addrspace(3) %48, align 2
  %49 = or i32 %45, 2
  %50 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %49
  store bfloat %43, ptr addrspace(3) %50, align 4
  %51 = or i32 %45, 3
  %52 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %51
  store bfloat %44, ptr addrspace(3) %52, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %21, label %53, label %58

53: ; preds = %39
  %54 = sext i32 %33 to i64
  %55 = getelementptr bfloat, ptr addrspace(1) %2, i64 %54
  %56 = getelementptr bfloat, ptr addrspace(1) %55, i64 %30
  %57 = load <4 x bfloat>, ptr addrspace(1) %56, align 8
  br label %58

58: ; preds = %53, %39
  %59 = phi <4 x bfloat> [ %57, %53 ], [ zeroinitializer, %39 ]
  %60 = mul i64 %12, 72
  %61 = add i64 %60, %11
  %62 = trunc i64 %61 to i32
  %63 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %62
  %64 = and i64 %29, 28
  %65 = lshr i64 %29, 5
  %66 = or i64 %64, 1
  %67 = or i64 %64, 2
  %68 = or i64 %64, 3
  %69 = shl nuw nsw i64 %64, 6
  %70 = add nuw nsw i64 %69, %65
  %71 = trunc i64 %70 to i32
  %72 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %71
  %73 = shl nuw nsw i64 %66, 6
  %74 = add nuw nsw i64 %73, %65
  %75 = trunc i64 %74 to i32
  %76 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %75
  %77 = shl nuw nsw i64 %67, 6
  %78 = add nuw nsw i64 %77, %65
  %79 = trunc i64 %78 to i32
  %80 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %79
  %81 = shl nuw nsw i64 %68, 6
  %82 = add nuw nsw i64 %81, %65
  %83 = trunc i64 %82 to i32
  %84 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %83
  %85 = mul i64 %65, 40
  %86 = add i64 %85, %64
  %87 = trunc i64 %86 to i32
  %88 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %87
  %89 = lshr i64 %8, 3
  %urem5 = and i64 %8, 7
  %90 = icmp ult i32 %7, 256
  %91 = icmp ult i32 %7, 512
  %92 = shl i64 %89, 5
  %93 = shl nuw nsw i64 %urem5, 2
  %94 = select i1 %91, i64 %92, i64 0
  %95 = or i64 %94, %93
  %96 = trunc i64 %95 to i32
  %97 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %96
  %98 = or i32 %96, 1
  %99 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %98
  %100 = or i32 %96, 2
  %101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %100
  %102 = or i32 %96, 3
  %103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %102
  %104 = icmp eq i64 %urem5, 0
  %105 = and i1 %91, %104
  %106 = and i64 %29, -32
  %107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %45
  %108 = trunc i64 %65 to i32
  %109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %108
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %108
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %45
  %112 = or i64 %66, %106
  %113 = trunc i64 %112 to i32
  %114 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %113
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %113
  %116 = or i64 %67, %106
  %117 = trunc i64 %116 to i32
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %117
  %119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %117
  %120 = or i64 %68, %106
  %121 = trunc i64 %120 to i32
  %122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %121
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %121
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %96
  %125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %98
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %100
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %102
  %128 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %87
  %129 = mul i64 %31, 72
  %130 = add i64 %129, %30
  %131 = trunc i64 %130 to i32
  %132 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %131
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %13
  %134 = trunc i64 %10 to i32
  %135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %134
  %136 = or i32 %134, 1
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %136
  %138 = or i32 %134, 2
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %138
  %140 = or i32 %134, 3
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %140
  %142 = or i32 %134, 4
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %142
  %144 = or i32 %134, 5
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %144
  %146 = or i32 %134, 6
  %147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %146
  %148 = or i32 %134, 7
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %148
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %30
  %invariant.gep30 = getelementptr bfloat, ptr addrspace(1) %2, i64 %30
  br i1 %21, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %58
  %150 = lshr i64 %8, 6
  %151 = and i64 %150, 1
  %152 = shl nuw nsw i64 %151, 3
  %153 = shl nsw i64 %8, 1
  %154 = and i64 %153, 6
  %155 = or i64 %152, %154
  %156 = and i64 %89, 1
  %157 = shl nuw nsw i64 %156, 1
  %158 = lshr i64 %8, 4
  %159 = and i64 %158, 1
  %160 = shl nuw nsw i64 %159, 2
  %161 = or i64 %157, %160
  %162 = lshr i64 %8, 2
  %163 = and i64 %162, 1
  %164 = or i64 %161, %163
  %165 = and i64 %162, 8
  %166 = or i64 %164, %165
  %167 = shl nuw nsw i64 %159, 1
  %168 = shl nuw nsw i64 %151, 2
  %169 = or i64 %167, %168
  %170 = or i64 %169, %156
  %171 = or i64 %165, %urem5
  %172 = lshr i64 %8, 2
  %173 = and i64 %172, 4611686018427387872
  %174 = or i64 %166, %173
  %175 = mul nuw nsw i64 %174, 72
  %176 = add nuw i64 %175, 1152
  %177 = or i64 %166, 16
  %178 = or i64 %170, %173
  %179 = or i64 %171, 16
  %180 = shl nuw nsw i64 %178, 5
  %181 = or i64 %180, %171
  %182 = trunc i64 %181 to i32
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %182
  %184 = or i64 %180, %179
  %185 = trunc i64 %184 to i32
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %185
  %187 = or i64 %180, 256
  %188 = or i64 %187, %171
  %189 = trunc i64 %188 to i32
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %189
  %191 = or i64 %187, %179
  %192 = trunc i64 %191 to i32
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %192
  %194 = or i64 %180, 512
  %195 = or i64 %194, %171
  %196 = trunc i64 %195 to i32
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %196
  %198 = or i64 %194, %179
  %199 = trunc i64 %198 to i32
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %199
  %201 = or i64 %180, 768
  %202 = or i64 %201, %171
  %203 = trunc i64 %202 to i32
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %203
  %205 = or i64 %201, %179
  %206 = trunc i64 %205 to i32
  %207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %206
  %208 = lshr i32 %7, 3
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %208
  %210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %7
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %7
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %208
  %214 = and i64 %89, 32
  %215 = and i64 %172, 32
  %216 = or i64 %170, %214
  %217 = or i64 %215, %171
  %218 = or i64 %217, 16
  %219 = shl nuw nsw i64 %216, 6
  %220 = or i64 %219, %217
  %221 = trunc i64 %220 to i32
  %222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %221
  %223 = or i64 %219, %218
  %224 = trunc i64 %223 to i32
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %224
  %226 = or i64 %219, 512
  %227 = or i64 %226, %217
  %228 = trunc i64 %227 to i32
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %228
  %230 = or i64 %226, %218
  %231 = trunc i64 %230 to i32
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %231
  %233 = or i64 %219, 1024
  %234 = or i64 %233, %217
  %235 = trunc i64 %234 to i32
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %235
  %237 = or i64 %233, %218
  %238 = trunc i64 %237 to i32
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %238
  %240 = or i64 %219, 1536
  %241 = or i64 %240, %217
  %242 = trunc i64 %241 to i32
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %242
  %244 = or i64 %240, %218
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %245
  %247 = or i64 %166, %214
  %248 = mul nuw nsw i64 %247, 40
  %249 = add nuw nsw i64 %248, 640
  %250 = or i64 %166, %215
  %251 = or i64 %250, 16
  %252 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %7
  %254 = add nuw nsw i64 %155, %175
  %255 = trunc i64 %254 to i32
  %256 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %255
  %257 = add nuw nsw i64 %155, %176
  %258 = trunc i64 %257 to i32
  %259 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %258
  %260 = mul nuw nsw i64 %155, 40
  %261 = or i64 %260, %166
  %262 = trunc i64 %261 to i32
  %263 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %262
  %264 = mul nuw nsw i64 %155, 40
  %265 = add nuw nsw i64 %264, 40
  %266 = add nuw nsw i64 %265, %166
  %267 = trunc i64 %266 to i32
  %268 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %267
  %269 = add nuw nsw i64 %260, %177
  %270 = trunc i64 %269 to i32
  %271 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %270
  %272 = add nuw nsw i64 %265, %177
  %273 = trunc i64 %272 to i32
  %274 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %273
  %275 = or i64 %155, 16
  %276 = add nuw nsw i64 %275, %175
  %277 = trunc i64 %276 to i32
  %278 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %277
  %279 = add nuw nsw i64 %275, %176
  %280 = trunc i64 %279 to i32
  %281 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %280
  %282 = mul nuw nsw i64 %275, 40
  %283 = or i64 %282, %166
  %284 = trunc i64 %283 to i32
  %285 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %284
  %286 = mul nuw nsw i64 %155, 40
  %287 = add nuw nsw i64 %286, 680
  %288 = add nuw nsw i64 %287, %166
  %289 = trunc i64 %288 to i32
  %290 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %289
  %291 = add nuw nsw i64 %282, %177
  %292 = trunc i64 %291 to i32
  %293 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %292
  %294 = add nuw nsw i64 %287, %177
  %295 = trunc i64 %294 to i32
  %296 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %295
  %297 = or i64 %155, 32
  %298 = add nuw nsw i64 %297, %175
  %299 = trunc i64 %298 to i32
  %300 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %299
  %301 = add nuw nsw i64 %297, %176
  %302 = trunc i64 %301 to i32
  %303 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %302
  %304 = mul nuw nsw i64 %297, 40
  %305 = or i64 %304, %166
  %306 = trunc i64 %305 to i32
  %307 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %306
  %308 = mul nuw nsw i64 %155, 40
  %309 = add nuw nsw i64 %308, 1320
  %310 = add nuw nsw i64 %309, %166
  %311 = trunc i64 %310 to i32
  %312 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %311
  %313 = add nuw nsw i64 %304, %177
  %314 = trunc i64 %313 to i32
  %315 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %314
  %316 = add nuw nsw i64 %309, %177
  %317 = trunc i64 %316 to i32
  %318 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %317
  %319 = or i64 %155, 48
  %320 = add nuw nsw i64 %319, %175
  %321 = trunc i64 %320 to i32
  %322 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %321
  %323 = add nuw nsw i64 %319, %176
  %324 = trunc i64 %323 to i32
  %325 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %324
  %326 = mul nuw nsw i64 %319, 40
  %327 = or i64 %326, %166
  %328 = trunc i64 %327 to i32
  %329 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %328
  %330 = mul nuw nsw i64 %155, 40
  %331 = add nuw nsw i64 %330, 1960
  %332 = add nuw nsw i64 %331, %166
  %333 = trunc i64 %332 to i32
  %334 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %333
  %335 = add nuw nsw i64 %326, %177
  %336 = trunc i64 %335 to i32
  %337 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %336
  %338 = add nuw nsw i64 %331, %177
  %339 = trunc i64 %338 to i32
  %340 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %339
  %341 = add nuw nsw i64 %155, %248
  %342 = trunc i64 %341 to i32
  %343 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %342
  %344 = add nuw nsw i64 %155, %249
  %345 = trunc i64 %344 to i32
  %346 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %345
  %347 = mul nuw nsw i64 %155, 72
  %348 = add nuw nsw i64 %347, %250
  %349 = trunc i64 %348 to i32
  %350 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %349
  %351 = mul nuw nsw i64 %155, 72
  %352 = add nuw nsw i64 %351, 72
  %353 = add nuw nsw i64 %352, %250
  %354 = trunc i64 %353 to i32
  %355 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %354
  %356 = add nuw nsw i64 %347, %251
  %357 = trunc i64 %356 to i32
  %358 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %357
  %359 = add nuw nsw i64 %352, %251
  %360 = trunc i64 %359 to i32
  %361 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %360
  %362 = or i64 %155, 16
  %363 = add nuw nsw i64 %362, %248
  %364 = trunc i64 %363 to i32
  %365 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %364
  %366 = add nuw nsw i64 %362, %249
  %367 = trunc i64 %366 to i32
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %367
  %369 = mul nuw nsw i64 %362, 72
  %370 = add nuw nsw i64 %369, %250
  %371 = trunc i64 %370 to i32
  %372 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %371
  %373 = mul nuw nsw i64 %155, 72
  %374 = add nuw nsw i64 %373, 1224
  %375 = add nuw nsw i64 %374, %250
  %376 = trunc i64 %375 to i32
  %377 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %376
  %378 = add nuw nsw i64 %369, %251
  %379 = trunc i64 %378 to i32
  %380 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %379
  %381 = add nuw nsw i64 %374, %251
  %382 = trunc i64 %381 to i32
  %383 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %382
  br label %384

384: ; preds = %.lr.ph, %668
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %668 ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %668 ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %668 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %668 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %668 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %668 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %668 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %668 ]
  %393 = phi i32 [ 0, %.lr.ph ], [ %395, %668 ]
  %394 = phi <4 x bfloat> [ %59, %.lr.ph ], [ %414, %668 ]
  %395 = add i32 %393, 32
  %396 = icmp slt i32 %395, %5
  br i1 %396, label %397, label %409

397: ; preds = %384
  %398 = add i32 %395, %32
  %399 = shl i32 %398, 6
  %400 = sext i32 %399 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %400
  %401 = load bfloat, ptr addrspace(1) %gep, align 8
  %402 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %403 = load bfloat, ptr addrspace(1) %402, align 2
  %404 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %405 = load bfloat, ptr addrspace(1) %404, align 4
  %406 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %407 = load bfloat, ptr addrspace(1) %406, align 2
  %gep31 = getelementptr bfloat, ptr addrspace(1) %invariant.gep30, i64 %400
  %408 = load <4 x bfloat>, ptr addrspace(1) %gep31, align 8
  br label %409

409: ; preds = %384, %397
  %410 = phi bfloat [ %407, %397 ], [ 0xR0000, %384 ]
  %411 = phi bfloat [ %405, %397 ], [ 0xR0000, %384 ]
  %412 = phi bfloat [ %403, %397 ], [ 0xR0000, %384 ]
  %413 = phi bfloat [ %401, %397 ], [ 0xR0000, %384 ]
  %414 = phi <4 x bfloat> [ %408, %397 ], [ zeroinitializer, %384 ]
  store <8 x bfloat> %20, ptr addrspace(3) %63, align 16
  %415 = load bfloat, ptr addrspace(3) %72, align 2
  %416 = load bfloat, ptr addrspace(3) %76, align 2
  %417 = load bfloat, ptr addrspace(3) %80, align 2
  %418 = load bfloat, ptr addrspace(3) %84, align 2
  %419 = insertelement <4 x bfloat> poison, bfloat %415, i64 0
  %420 = insertelement <4 x bfloat> %419, bfloat %416, i64 1
  %421 = insertelement <4 x bfloat> %420, bfloat %417, i64 2
  %422 = insertelement <4 x bfloat> %421, bfloat %418, i64 3
  store <4 x bfloat> %422, ptr addrspace(3) %88, align 8
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %90, label %.preheader, label %499

.preheader: ; preds = %409
  %423 = load i32, ptr addrspace(3) %256, align 4
  %424 = load i32, ptr addrspace(3) %259, align 4
  %425 = insertelement <2 x i32> poison, i32 %423, i64 0
  %426 = insertelement <2 x i32> %425, i32 %424, i64 1
  %427 = load bfloat, ptr addrspace(3) %263, align 2
  %428 = load bfloat, ptr addrspace(3) %268, align 2
  %429 = load bfloat, ptr addrspace(3) %271, align 2
  %430 = load bfloat, ptr addrspace(3) %274, align 2
  %431 = insertelement <2 x bfloat> poison, bfloat %427, i64 0
  %432 = insertelement <2 x bfloat> %431, bfloat %428, i64 1
  %433 = bitcast <2 x bfloat> %432 to i32
  %434 = insertelement <2 x bfloat> poison, bfloat %429, i64 0
  %435 = insertelement <2 x bfloat> %434, bfloat %430, i64 1
  %436 = bitcast <2 x bfloat> %435 to i32
  %437 = insertelement <2 x i32> poison, i32 %433, i64 0
  %438 = insertelement <2 x i32> %437, i32 %436, i64 1
  %439 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %426, <2 x i32> %438, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %440 = load i32, ptr addrspace(3) %278, align 4
  %441 = load i32, ptr addrspace(3) %281, align 4
  %442 = insertelement <2 x i32> poison, i32 %440, i64 0
  %443 = insertelement <2 x i32> %442, i32 %441, i64 1
  %444 = load bfloat, ptr addrspace(3) %285, align 2
  %445 = load bfloat, ptr addrspace(3) %290, align 2
  %446 = load bfloat, ptr addrspace(3) %293, align 2
  %447 = load bfloat, ptr addrspace(3) %296, align 2
  %448 = insertelement <2 x bfloat> poison, bfloat %444, i64 0
  %449 = insertelement <2 x bfloat> %448, bfloat %445, i64 1
  %450 = bitcast <2 x bfloat> %449 to i32
  %451 = insertelement <2 x bfloat> poison, bfloat %446, i64 0
  %452 = insertelement <2 x bfloat> %451, bfloat %447, i64 1
  %453 = bitcast <2 x bfloat> %452 to i32
  %454 = insertelement <2 x i32> poison, i32 %450, i64 0
  %455 = insertelement <2 x i32> %454, i32 %453, i64 1
  %456 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %443, <2 x i32> %455, <8 x i32> %439, i32 1, i32 1, i32 1)
  %457 = load i32, ptr addrspace(3) %300, align 4
  %458 = load i32, ptr addrspace(3) %303, align 4
  %459 = insertelement <2 x i32> poison, i32 %457, i64 0
  %460 = insertelement <2 x i32> %459, i32 %458, i64 1
  %461 = load bfloat, ptr addrspace(3) %307, align 2
  %462 = load bfloat, ptr addrspace(3) %312, align 2
  %463 = load bfloat, ptr addrspace(3) %315, align 2
  %464 = load bfloat, ptr addrspace(3) %318, align 2
  %465 = insertelement <2 x bfloat> poison, bfloat %461, i64 0
  %466 = insertelement <2 x bfloat> %465, bfloat %462, i64 1
  %467 = bitcast <2 x bfloat> %466 to i32
  %468 = insertelement <2 x bfloat> poison, bfloat %463, i64 0
  %469 = insertelement <2 x bfloat> %468, bfloat %464, i64 1
  %470 = bitcast <2 x bfloat> %469 to i32
  %471 = insertelement <2 x i32> poison, i32 %467, i64 0
  %472 = insertelement <2 x i32> %471, i32 %470, i64 1
  %473 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %460, <2 x i32> %472, <8 x i32> %456, i32 1, i32 1, i32 1)
  %474 = load i32, ptr addrspace(3) %322, align 4
  %475 = load i32, ptr addrspace(3) %325, align 4
  %476 = insertelement <2 x i32> poison, i32 %474, i64 0
  %477 = insertelement <2 x i32> %476, i32 %475, i64 1
  %478 = load bfloat, ptr addrspace(3) %329, align 2
  %479 = load bfloat, ptr addrspace(3) %334, align 2
  %480 = load bfloat, ptr addrspace(3) %337, align 2
  %481 = load bfloat, ptr addrspace(3) %340, align 2
  %482 = insertelement <2 x bfloat> poison, bfloat %478, i64 0
  %483 = insertelement <2 x bfloat> %482, bfloat %479, i64 1
  %484 = bitcast <2 x bfloat> %483 to i32
  %485 = insertelement <2 x bfloat> poison, bfloat %480, i64 0
  %486 = insertelement <2 x bfloat> %485, bfloat %481, i64 1
  %487 = bitcast <2 x bfloat> %486 to i32
  %488 = insertelement <2 x i32> poison, i32 %484, i64 0
  %489 = insertelement <2 x i32> %488, i32 %487, i64 1
  %490 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %477, <2 x i32> %489, <8 x i32> %473, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %490 to <8 x float>
  %491 = extractelement <8 x float> %bc, i64 0
  store float %491, ptr addrspace(3) %183, align 4
  %492 = extractelement <8 x float> %bc, i64 1
  store float %492, ptr addrspace(3) %186, align 4
  %493 = extractelement <8 x float> %bc, i64 2
  store float %493, ptr addrspace(3) %190, align 4
  %494 = extractelement <8 x float> %bc, i64 3
  store float %494, ptr addrspace(3) %193, align 4
  %495 = extractelement <8 x float> %bc, i64 4
  store float %495, ptr addrspace(3) %197, align 4
  %496 = extractelement <8 x float> %bc, i64 5
  store float %496, ptr addrspace(3) %200, align 4
  %497 = extractelement <8 x float> %bc, i64 6
  store float %497, ptr addrspace(3) %204, align 4
  %498 = extractelement <8 x float> %bc, i64 7
  store float %498, ptr addrspace(3) %207, align 4
  br label %499

499: ; preds = %.preheader, %409
  tail call void @llvm.musa.syncthreads.lm()
  %500 = load float, ptr addrspace(3) %97, align 16
  %501 = fmul contract float %500, %4
  %502 = load float, ptr addrspace(3) %99, align 4
  %503 = fmul contract float %502, %4
  %504 = tail call float @llvm.maxnum.f32(float %501, float %503)
  %505 = load float, ptr addrspace(3) %101, align 8
  %506 = fmul contract float %505, %4
  %507 = tail call float @llvm.maxnum.f32(float %504, float %506)
  %508 = load float, ptr addrspace(3) %103, align 4
  %509 = fmul contract float %508, %4
  %510 = tail call float @llvm.maxnum.f32(float %507, float %509)
  %511 = bitcast float %510 to i32
  %512 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %511, i32 4, i32 127, ptr addrspace(5) null)
  %513 = bitcast i32 %512 to float
  %514 = tail call float @llvm.maxnum.f32(float %510, float %513)
  %515 = bitcast float %514 to i32
  %516 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %515, i32 2, i32 127, ptr addrspace(5) null)
  %517 = bitcast i32 %516 to float
  %518 = tail call float @llvm.maxnum.f32(float %514, float %517)
  %519 = bitcast float %518 to i32
  %520 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %519, i32 1, i32 127, ptr addrspace(5) null)
  br i1 %105, label %521, label %524

521: ; preds = %499
  %522 = bitcast i32 %520 to float
  %523 = tail call float @llvm.maxnum.f32(float %518, float %522)
  store float %523, ptr addrspace(3) %209, align 4
  br label %524

524: ; preds = %521, %499
  tail call void @llvm.musa.syncthreads.lm()
  %525 = load float, ptr addrspace(3) %107, align 16
  %526 = fmul contract float %525, %4
  %527 = load float, ptr addrspace(3) %109, align 4
  %528 = load float, ptr addrspace(3) %110, align 4
  %529 = tail call float @llvm.maxnum.f32(float %527, float %528)
  %530 = fsub contract float %526, %529
  %531 = fmul float %530, 0x3FF7154760000000
  %532 = tail call float @llvm.exp2.f32(float %531)
  store float %532, ptr addrspace(3) %111, align 16
  %533 = load float, ptr addrspace(3) %114, align 4
  %534 = fmul contract float %533, %4
  %535 = fsub contract float %534, %529
  %536 = fmul float %535, 0x3FF7154760000000
  %537 = tail call float @llvm.exp2.f32(float %536)
  store float %537, ptr addrspace(3) %115, align 4
  %538 = load float, ptr addrspace(3) %118, align 8
  %539 = fmul contract float %538, %4
  %540 = fsub contract float %539, %529
  %541 = fmul float %540, 0x3FF7154760000000
  %542 = tail call float @llvm.exp2.f32(float %541)
  store float %542, ptr addrspace(3) %119, align 8
  %543 = load float, ptr addrspace(3) %122, align 4
  %544 = fmul contract float %543, %4
  %545 = fsub contract float %544, %529
  %546 = fmul float %545, 0x3FF7154760000000
  %547 = tail call float @llvm.exp2.f32(float %546)
  store float %547, ptr addrspace(3) %123, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %548, label %555

548: ; preds = %524
  %549 = load float, ptr addrspace(3) %210, align 4
  %550 = load float, ptr addrspace(3) %211, align 4
  %551 = tail call float @llvm.maxnum.f32(float %549, float %550)
  %552 = fsub contract float %549, %551
  %553 = fmul float %552, 0x3FF7154760000000
  %554 = tail call float @llvm.exp2.f32(float %553)
  store float %554, ptr addrspace(3) %212, align 4
  br label %555

555: ; preds = %548, %524
  tail call void @llvm.musa.syncthreads.lm()
  %556 = load float, ptr addrspace(3) %124, align 16
  %557 = fadd reassoc float %556, 0.000000e+00
  %558 = load float, ptr addrspace(3) %125, align 4
  %559 = fadd reassoc float %557, %558
  %560 = load float, ptr addrspace(3) %126, align 8
  %561 = fadd reassoc float %559, %560
  %562 = load float, ptr addrspace(3) %127, align 4
  %563 = fadd reassoc float %561, %562
  %564 = bitcast float %563 to i32
  %565 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %564, i32 4, i32 127, ptr addrspace(5) null)
  %566 = bitcast i32 %565 to float
  %567 = fadd reassoc float %563, %566
  %568 = bitcast float %567 to i32
  %569 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %568, i32 2, i32 127, ptr addrspace(5) null)
  %570 = bitcast i32 %569 to float
  %571 = fadd reassoc float %567, %570
  %572 = bitcast float %571 to i32
  %573 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %572, i32 1, i32 127, ptr addrspace(5) null)
  br i1 %105, label %574, label %577

574: ; preds = %555
  %575 = bitcast i32 %573 to float
  %576 = fadd reassoc float %571, %575
  store float %576, ptr addrspace(3) %213, align 4
  br label %577

577: ; preds = %574, %555
  tail call void @llvm.musa.syncthreads.lm()
  %578 = load float, ptr addrspace(3) %111, align 16
  %579 = load float, ptr addrspace(3) %115, align 4
  %580 = load float, ptr addrspace(3) %119, align 8
  %581 = load float, ptr addrspace(3) %123, align 4
  %582 = insertelement <4 x float> poison, float %578, i64 0
  %583 = insertelement <4 x float> %582, float %579, i64 1
  %584 = insertelement <4 x float> %583, float %580, i64 2
  %585 = insertelement <4 x float> %584, float %581, i64 3
  %586 = fptrunc <4 x float> %585 to <4 x bfloat>
  store <4 x bfloat> %586, ptr addrspace(3) %128, align 8
  store <4 x bfloat> %394, ptr addrspace(3) %132, align 8
  tail call void @llvm.musa.syncthreads.lm()
  %587 = load float, ptr addrspace(3) %133, align 4
  %588 = fmul contract float %392, %587
  store float %588, ptr addrspace(3) %135, align 16
  %589 = fmul contract float %391, %587
  store float %589, ptr addrspace(3) %137, align 4
  %590 = fmul contract float %390, %587
  store float %590, ptr addrspace(3) %139, align 8
  %591 = fmul contract float %389, %587
  store float %591, ptr addrspace(3) %141, align 4
  %592 = fmul contract float %388, %587
  store float %592, ptr addrspace(3) %143, align 16
  %593 = fmul contract float %387, %587
  store float %593, ptr addrspace(3) %145, align 4
  %594 = fmul contract float %386, %587
  store float %594, ptr addrspace(3) %147, align 8
  %595 = fmul contract float %385, %587
  store float %595, ptr addrspace(3) %149, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %91, label %596, label %655

596: ; preds = %577
  %597 = load i32, ptr addrspace(3) %222, align 4
  %598 = load i32, ptr addrspace(3) %225, align 4
  %599 = load i32, ptr addrspace(3) %229, align 4
  %600 = load i32, ptr addrspace(3) %232, align 4
  %601 = load i32, ptr addrspace(3) %236, align 4
  %602 = load i32, ptr addrspace(3) %239, align 4
  %603 = load i32, ptr addrspace(3) %243, align 4
  %604 = load i32, ptr addrspace(3) %246, align 4
  %605 = insertelement <8 x i32> poison, i32 %597, i64 0
  %606 = insertelement <8 x i32> %605, i32 %598, i64 1
  %607 = insertelement <8 x i32> %606, i32 %599, i64 2
  %608 = insertelement <8 x i32> %607, i32 %600, i64 3
  %609 = insertelement <8 x i32> %608, i32 %601, i64 4
  %610 = insertelement <8 x i32> %609, i32 %602, i64 5
  %611 = insertelement <8 x i32> %610, i32 %603, i64 6
  %612 = insertelement <8 x i32> %611, i32 %604, i64 7
  %613 = load i32, ptr addrspace(3) %343, align 4
  %614 = load i32, ptr addrspace(3) %346, align 4
  %615 = insertelement <2 x i32> poison, i32 %613, i64 0
  %616 = insertelement <2 x i32> %615, i32 %614, i64 1
  %617 = load bfloat, ptr addrspace(3) %350, align 2
  %618 = load bfloat, ptr addrspace(3) %355, align 2
  %619 = load bfloat, ptr addrspace(3) %358, align 2
  %620 = load bfloat, ptr addrspace(3) %361, align 2
  %621 = insertelement <2 x bfloat> poison, bfloat %617, i64 0
  %622 = insertelement <2 x bfloat> %621, bfloat %618, i64 1
  %623 = bitcast <2 x bfloat> %622 to i32
  %624 = insertelement <2 x bfloat> poison, bfloat %619, i64 0
  %625 = insertelement <2 x bfloat> %624, bfloat %620, i64 1
  %626 = bitcast <2 x bfloat> %625 to i32
  %627 = insertelement <2 x i32> poison, i32 %623, i64 0
  %628 = insertelement <2 x i32> %627, i32 %626, i64 1
  %629 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %616, <2 x i32> %628, <8 x i32> %612, i32 1, i32 1, i32 1)
  %630 = load i32, ptr addrspace(3) %365, align 4
  %631 = load i32, ptr addrspace(3) %368, align 4
  %632 = insertelement <2 x i32> poison, i32 %630, i64 0
  %633 = insertelement <2 x i32> %632, i32 %631, i64 1
  %634 = load bfloat, ptr addrspace(3) %372, align 2
  %635 = load bfloat, ptr addrspace(3) %377, align 2
  %636 = load bfloat, ptr addrspace(3) %380, align 2
  %637 = load bfloat, ptr addrspace(3) %383, align 2
  %638 = insertelement <2 x bfloat> poison, bfloat %634, i64 0
  %639 = insertelement <2 x bfloat> %638, bfloat %635, i64 1
  %640 = bitcast <2 x bfloat> %639 to i32
  %641 = insertelement <2 x bfloat> poison, bfloat %636, i64 0
  %642 = insertelement <2 x bfloat> %641, bfloat %637, i64 1
  %643 = bitcast <2 x bfloat> %642 to i32
  %644 = insertelement <2 x i32> poison, i32 %640, i64 0
  %645 = insertelement <2 x i32> %644, i32 %643, i64 1
  %646 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %633, <2 x i32> %645, <8 x i32> %629, i32 1, i32 1, i32 1)
  %bc13 = bitcast <8 x i32> %646 to <8 x float>
  %647 = extractelement <8 x float> %bc13, i64 0
  store float %647, ptr addrspace(3) %222, align 4
  %648 = extractelement <8 x float> %bc13, i64 1
  store float %648, ptr addrspace(3) %225, align 4
  %649 = extractelement <8 x float> %bc13, i64 2
  store float %649, ptr addrspace(3) %229, align 4
  %650 = extractelement <8 x float> %bc13, i64 3
  store float %650, ptr addrspace(3) %232, align 4
  %651 = extractelement <8 x float> %bc13, i64 4
  store float %651, ptr addrspace(3) %236, align 4
  %652 = extractelement <8 x float> %bc13, i64 5
  store float %652, ptr addrspace(3) %239, align 4
  %653 = extractelement <8 x float> %bc13, i64 6
  store float %653, ptr addrspace(3) %243, align 4
  %654 = extractelement <8 x float> %bc13, i64 7
  store float %654, ptr addrspace(3) %246, align 4
  br label %655

655: ; preds = %596, %577
  tail call void @llvm.musa.syncthreads.lm()
  %656 = load <8 x float>, ptr addrspace(3) %135, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %657, label %663

657: ; preds = %655
  %658 = load float, ptr addrspace(3) %252, align 4
  %659 = load float, ptr addrspace(3) %212, align 4
  %660 = fmul contract float %658, %659
  %661 = load float, ptr addrspace(3) %253, align 4
  %662 = fadd contract float %660, %661
  store float %662, ptr addrspace(3) %252, align 4
  br label %663

663: ; preds = %657, %655
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %664, label %668

664: ; preds = %663
  %665 = load float, ptr addrspace(3) %210, align 4
  %666 = load float, ptr addrspace(3) %211, align 4
  %667 = tail call float @llvm.maxnum.f32(float %665, float %666)
  store float %667, ptr addrspace(3) %210, align 4
  br label %668

668: ; preds = %664, %663
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %413, ptr addrspace(3) %46, align 8
  store bfloat %412, ptr addrspace(3) %48, align 2
  store bfloat %411, ptr addrspace(3) %50, align 4
  store bfloat %410, ptr addrspace(3) %52, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %669 = extractelement <8 x float> %656, i64 0
  %670 = extractelement <8 x float> %656, i64 1
  %671 = extractelement <8 x float> %656, i64 2
  %672 = extractelement <8 x float> %656, i64 3
  %673 = extractelement <8 x float> %656, i64 4
  %674 = extractelement <8 x float> %656, i64 5
  %675 = extractelement <8 x float> %656, i64 6
  %676 = extractelement <8 x float> %656, i64 7
  br i1 %396, label %384, label %._crit_edge

._crit_edge: ; preds = %668, %58
  %677 = phi <8 x float> [ zeroinitializer, %58 ], [ %656, %668 ]
  %678 = getelementptr float, ptr addrspace(3) @global_smem, i32 %13
  %679 = load float, ptr addrspace(3) %678, align 4
  %680 = insertelement <8 x float> poison, float %679, i64 0
  %681 = shufflevector <8 x float> %680, <8 x float> poison, <8 x i32> zeroinitializer
  %682 = fdiv <8 x float> %677, %681
  %683 = fptrunc <8 x float> %682 to <8 x bfloat>
  %684 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %685 = getelementptr bfloat, ptr addrspace(1) %684, i64 %11
  store <8 x bfloat> %683, ptr addrspace(1) %685, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 512}
